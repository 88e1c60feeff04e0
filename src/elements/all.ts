// Eager entry for a single-file script: every element is defined at once.
import './events.js';
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
