import { APP_ROLES } from '@rentals/core/rules/roles';
import { TextInput } from 'react-admin';
import { ChoiceFilter } from '../common/ChoiceFilter.tsx';

/** Search (name, email, phone or city) and the role held, kept in the address. */
export const userFilters = [
  <TextInput
    key="q"
    source="q"
    type="search"
    label="app.users.search"
    size="small"
    helperText={false}
    alwaysOn
    resettable={false}
  />,
  <ChoiceFilter
    key="role"
    source="role"
    label="app.lists.role"
    allLabel="app.lists.all_roles"
    choices={APP_ROLES.map((id) => ({ id, name: `app.role_labels.${id}` }))}
    alwaysOn
  />,
];
