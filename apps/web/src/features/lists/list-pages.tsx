import Business from '@mui/icons-material/Business';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Person from '@mui/icons-material/Person';
import { EmptyListPage } from './empty-list-page.tsx';

export function CarsPage() {
  return <EmptyListPage list="cars" icon={<DirectionsCar />} />;
}

export function DriversPage() {
  return <EmptyListPage list="drivers" icon={<Person />} />;
}

export function ClientsPage() {
  return <EmptyListPage list="clients" icon={<Business />} />;
}
