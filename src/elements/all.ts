// Eager entry for a single-file script (<script src=".../all.js">): every element is defined at once and
// `window.BackOffice` is registered.

import { configure, refresh, registerGlobal, signOut } from './configure.js';
import './admin-app.js';
import './admin-dashboard.js';
import './admin-login.js';
import './admin-profile.js';
import './admin-settings.js';
import './admin-customers.js';
import './admin-business.js';
import './admin-products.js';
import './admin-categories.js';
import './admin-notifications.js';
import './admin-activity.js';

registerGlobal();

export { configure, refresh, signOut };
