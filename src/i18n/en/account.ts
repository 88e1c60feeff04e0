/** Account activation and password reset screens (English). */
export default {
  email: 'Email',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordRequired: 'Enter the new password',
  confirmPasswordRequired: 'Enter the new password again',
  askNewLink: 'Ask for a new link',
  contactSupport: 'Contact support',
  strength: 'Password strength',
  strengthValue: '{{value}}%',
  incompleteLinkTitle: 'Incomplete link',
  incompleteLink:
    'This link is incomplete: the email address or the token is missing. Open the link from the email again, or ask for a new one.',
  goToLogin: 'Go to sign-in',
  activation: {
    title: 'Activate your account',
    description: 'Choose the password you will use to sign in.',
    submit: 'Activate account',
    submitting: 'Activating…',
    success: 'Account activated successfully',
    redirecting: 'Taking you to the sign-in page…',
  },
  reset: {
    title: 'Reset password',
    description: 'Choose a new password for your account.',
    submit: 'Reset password',
    submitting: 'Resetting…',
    passwordResetSuccess: 'Password reset successfully',
    successDescription: 'You can now sign in with your new password.',
  },
};
