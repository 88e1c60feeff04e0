export default {
  login: {
    expired: 'Your session has expired: sign in again',
    title: 'Sign in to the back-office',
    subtitle: 'Enter your administrator credentials',
    email: 'Email',
    emailPlaceholder: 'name@example.com',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgotPassword: 'Forgot password?',
    privacyPolicy: 'Privacy policy',
    required: 'Required field',
  },
  resetRequest: {
    title: 'Reset password',
    description: 'Enter your email: we will send you a link to reset your password.',
    email: 'Email',
    submit: 'Send link',
    successTitle: 'Reset password',
    successDescription: 'If the address belongs to an account, a link to reset the password is on its way',
  },
  unauthorized: {
    title: 'Unauthorized access',
    message: 'You do not have the permissions required to access this area.',
    instruction: 'Contact the administrator to request access.',
    backToHome: 'Back to home',
  },
};
