import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PropertyList.tsx').then((m) => ({ default: m.PropertyList }))),
  edit: lazy(() => import('./PropertyEdit.tsx').then((m) => ({ default: m.PropertyEdit }))),
  icon: HomeWorkIcon,
  recordRepresentation: 'title',
};
