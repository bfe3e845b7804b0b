// The admin console as the router shows it: the admin feature's page with the cards other features add to it (the
// materials feature's platform default assemblies under the catalogue, issue 23), composed here so the features do not
// import each other (eslint zones).
import AdminPage from '../features/admin/admin-page';
import { AssemblySettingsForm } from '../features/materials/assembly-settings-form';

export default function AdminRoute() {
  return <AdminPage catalogueExtra={<AssemblySettingsForm scope="platform" />} />;
}
