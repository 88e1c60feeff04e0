import auth from './it/auth.js';
import common from './it/common.js';
import dashboard from './it/dashboard.js';
import errors from './it/errors.js';
import shell from './it/shell.js';
import account from './it/account.js';
import profile from './it/profile.js';
import publicNs from './it/public.js';
import settings from './it/settings.js';
import list from './it/list.js';
import customers from './it/customers.js';
import business from './it/business.js';
import products from './it/products.js';
import activity from './it/activity.js';
import categories from './it/categories.js';
import notifications from './it/notifications.js';
import search from './it/search.js';

// One namespace per file; other screens add theirs here (one import + one key).
export default { common, auth, dashboard, shell, errors, public: publicNs, profile, settings, account, categories, notifications, list, customers, business, products, activity, search };
