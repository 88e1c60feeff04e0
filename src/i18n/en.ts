import auth from './en/auth.js';
import common from './en/common.js';
import dashboard from './en/dashboard.js';
import errors from './en/errors.js';
import shell from './en/shell.js';
import account from './en/account.js';
import profile from './en/profile.js';
import publicNs from './en/public.js';
import settings from './en/settings.js';
import categories from './en/categories.js';

// One namespace per file; other screens add theirs here (one import + one key).
export default { common, auth, dashboard, shell, errors, public: publicNs, profile, settings, account, categories };
