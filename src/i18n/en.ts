import auth from './en/auth.js';
import common from './en/common.js';
import dashboard from './en/dashboard.js';
import errors from './en/errors.js';
import shell from './en/shell.js';
import account from './en/account.js';
import profile from './en/profile.js';
import publicNs from './en/public.js';
import settings from './en/settings.js';
import list from './en/list.js';
import customers from './en/customers.js';
import business from './en/business.js';
import products from './en/products.js';
import activity from './en/activity.js';
import categories from './en/categories.js';
import notifications from './en/notifications.js';
import search from './en/search.js';

// One namespace per file; other screens add theirs here (one import + one key).
export default { common, auth, dashboard, shell, errors, public: publicNs, profile, settings, account, categories, notifications, list, customers, business, products, activity, search };
