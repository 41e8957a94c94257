// bcrypt at its lowest cost in the gateway's tests (src/auth/password.ts): the suites hash and
// compare hundreds of passwords. The test of the configured cost turns it off for itself.
import { useQuickHashesForTests } from '../src/auth/password.ts';

useQuickHashesForTests();
