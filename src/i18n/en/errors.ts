export default {
  generic: 'Error',
  missingPermissions: 'Unauthorized: Missing required permissions',
  invalidCredentials: 'Invalid email or password',
  categoryExists: 'The category already exists',
  passwordsDoNotMatch: 'Passwords do not match',
  network: 'The server cannot be reached',
  missingPagination: 'The response does not contain pagination information',
  memberAlreadyEnabled: 'Member {{member}} is already enabled (since {{date}}, by {{creator}})',
  memberAlreadyDisabled: 'Member {{member}} is already disabled (since {{date}}, by {{creator}})',
  server: 'The server had a problem answering; try again in a moment',
  malformed: 'The server sent an answer that could not be read; try again',
};
