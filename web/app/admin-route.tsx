// The admin console as the router shows it: the admin feature's page with the cards other features add to it (the
// materials feature's platform default assemblies under the catalogue, issue 23), composed here so the features do not
// import each other (eslint zones). The assemblies form loads with the catalogue section, not with the console.
import { lazy, Suspense } from 'react';
import AdminPage from '../features/admin/admin-page';

const AssemblySettingsForm = lazy(() => import('../features/materials/assembly-settings-form').then((m) => ({ default: m.AssemblySettingsForm })));

export default function AdminRoute() {
  return <AdminPage catalogueExtra={<Suspense fallback={null}><AssemblySettingsForm scope="platform" /></Suspense>} />;
}
