import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { PropertyList } from './PropertyList.tsx';

export default {
  list: PropertyList,
  icon: HomeWorkIcon,
  recordRepresentation: 'title',
};
