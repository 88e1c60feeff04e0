import { AdminCustomers } from 'directory-backoffice/react';

// A number is no token: tsc must refuse this file (TS2322).
export const Wrong = () => <AdminCustomers token={42} />;
