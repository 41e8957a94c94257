import { configure } from '@testing-library/dom';

// Several test processes share the machine's cores; a screen's first render may take seconds there.
configure({ asyncUtilTimeout: 5_000 });
