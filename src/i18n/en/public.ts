/** Public pages: support, privacy policy, marketing (English). */
export default {
  common: {
    brand: 'Back-office',
    backToLogin: 'Back to sign-in',
    /** A signed-in admin reading a public page (design round 9: it said "Back to sign-in"). */
    backToApp: 'Back to the back-office',
    languageSwitch: 'Language',
    italian: 'Italiano',
    english: 'English',
    footer: 'Administration back-office of the local-business directory',
  },
  support: {
    title: 'Support',
    subtitle: 'Answers to the most common questions about the administration back-office.',
    faqTitle: 'Frequently asked questions',
    faq: {
      signIn: {
        q: 'How do I sign in to the back-office?',
        a: 'Open the sign-in page and enter the email address and password of your member account. Only members with administrator rights (the IamGOD capability) can enter; other accounts are sent to the “no permission” page.',
      },
      forgotPassword: {
        q: 'I forgot my password. How do I reset it?',
        a: 'On the sign-in page choose “Forgot password?” and type your email address. You will receive a message with a link: open it, choose a new password, confirm it, and sign in again with the new password.',
      },
      activation: {
        q: 'How do I activate a new account?',
        a: 'New members receive an activation email. The link opens the activation page with the email address already filled in: choose a password, repeat it in the confirmation field and submit. After a few seconds you are taken to the sign-in page.',
      },
      customers: {
        q: 'How do I enable or disable a member?',
        a: 'Go to Customers, find the member with the filters or the username search, open the actions menu on the row and choose Enable or Disable. A disabled member can no longer sign in to the app. Administrators cannot be disabled from this screen.',
      },
      businesses: {
        q: 'How do I manage companies and their branches?',
        a: 'The Business screen lists every registered company with its owner, branches and status. Use “View all” to see the branches with address and opening hours, and the row menu to enable or disable the owning member.',
      },
      categories: {
        q: 'How do I organise the categories?',
        a: 'In Categories the tree is shown as columns: click a category to open its subcategories. Each column has an add button and each row a menu to add a subcategory, rename or delete. A category with subcategories cannot be deleted until it is empty. Every category needs a code (letters and digits) and a name in Italian and English.',
      },
      products: {
        q: 'Where do I find the products of a company?',
        a: 'From Business, click the company name: the products page opens with the company card, a search box and the product list with prices, discounts, category and photos. You can delete a product after confirming.',
      },
      notifications: {
        q: 'How do I send a notification to the members of the app?',
        a: 'Open Notifications, write a title and a message, and choose the recipients: everyone, members only, companies only or a single user. You can also limit the message to one country. The preview shows how it will look on iOS and Android before you send it.',
      },
      languageTheme: {
        q: 'How do I change the language or the appearance?',
        a: 'In Settings choose Italiano or English: the interface switches at once and the choice is remembered on this browser. In the same page you can pick the Default or Ocean theme and a light, dark or system mode.',
      },
      password: {
        q: 'How do I change my password while signed in?',
        a: 'Open your Profile and choose “Change password”. Enter the current password, the new one and its confirmation. After the change you are signed out and asked to sign in again with the new password.',
      },
    },
    contactTitle: 'Contact us',
    contactText: 'Could not find an answer? Write to the support team and we will reply within one working day.',
    emailLabel: 'Email',
    email: 'support@directory-backoffice.example',
    hoursLabel: 'Hours',
    hours: 'Monday to Friday, 9:00 to 18:00 (Central European Time), public holidays excluded',
  },
  privacy: {
    title: 'Privacy policy',
    effectiveDateLabel: 'Effective date',
    effectiveDate: 'August 19, 2025',
    intro:
      'This policy explains how we collect, use and protect personal data when you use the local-business directory app and its administration back-office, in accordance with the EU General Data Protection Regulation (GDPR, Regulation (EU) 2016/679).',
    tocTitle: 'Contents',
    sections: {
      controller: {
        title: '1. Data controller',
        p1: 'The data controller is the company that operates the local-business directory app and this back-office (the “Company”, “we”, “us”).',
        p2: 'For any question about this policy or about your personal data you can write to privacy@directory-backoffice.example.',
      },
      dataCollected: {
        title: '2. Data we collect',
        p1: 'Account data: first name, last name, username, email address, password (stored only as a secure hash) and, for merchants, the company name, legal name, VAT number, branches, opening hours and contact details.',
        p2: 'Usage data: the location needed to show nearby companies, favourites, messages exchanged through the app, notification preferences, and technical data such as device type, language and log files.',
        p3: 'Back-office data: for administrators, the actions performed (for example enabling or disabling a member) together with the date and the author.',
      },
      purposes: {
        title: '3. Purposes of processing',
        p1: 'We process personal data to create and manage accounts, to connect shoppers with local companies, to verify merchants, to deliver messages and notifications, to keep the service secure and to meet our legal obligations.',
        p2: 'We do not sell personal data and we do not use it for automated decisions that produce legal effects on you.',
      },
      legalBases: {
        title: '4. Legal bases',
        p1: 'Performance of a contract (Article 6(1)(b) GDPR) for providing the app and its features; legal obligation (Article 6(1)(c)) for tax and accounting duties; legitimate interest (Article 6(1)(f)) for security, fraud prevention and service improvement; consent (Article 6(1)(a)) for optional notifications and non-essential cookies, which you may withdraw at any time.',
      },
      retention: {
        title: '5. Data retention',
        p1: 'Account data is kept for as long as the account exists. When you delete your profile, the data is erased or anonymised within 30 days, except where the law requires us to keep it longer (for example, accounting records for 10 years).',
        p2: 'Technical logs are kept for no more than 12 months.',
      },
      sharing: {
        title: '6. Sharing of data',
        p1: 'We share data only with service providers that process it on our behalf (hosting, email delivery, push notifications) under a data processing agreement, and with public authorities when the law requires it.',
        p2: 'The public details of a company (name, address, opening hours, contacts, products) are visible to anyone using the app by design.',
      },
      transfers: {
        title: '7. International transfers',
        p1: 'Data is stored in the European Economic Area. If a provider processes data outside it, the transfer is covered by an adequacy decision of the European Commission or by the Standard Contractual Clauses, with additional safeguards where needed.',
      },
      security: {
        title: '8. Security',
        p1: 'We use encrypted connections (HTTPS), hashed passwords, access limited to authorised administrators, session tokens that are revoked when the password changes, and regular backups. No system is completely secure, but we review our measures regularly.',
      },
      rights: {
        title: '9. Your rights',
        p1: 'You have the right to access your data, to rectify it, to have it erased, to restrict or object to its processing, to data portability and to withdraw consent at any time without affecting the lawfulness of earlier processing.',
        p2: 'To exercise these rights write to privacy@directory-backoffice.example. You also have the right to lodge a complaint with a supervisory authority, in Italy the Garante per la protezione dei dati personali.',
      },
      cookies: {
        title: '10. Cookies and local storage',
        p1: 'The back-office uses only technical cookies and local storage: auth_token keeps you signed in (7 days), preferredLanguage remembers your language (1 year) and sidebar:state remembers the sidebar layout (7 days). We do not use advertising or profiling cookies.',
      },
      children: {
        title: '11. Children',
        p1: 'The service is not intended for children under 14 (or the minimum age of digital consent in your country). We do not knowingly collect data from children; if we learn that we have, we delete it.',
      },
      changes: {
        title: '12. Changes to this policy',
        p1: 'We may update this policy to reflect changes in the service or in the law. The effective date at the top shows the latest version; significant changes will be announced in the app before they take effect.',
      },
      contact: {
        title: '13. Contact',
        p1: 'For questions about this policy or about your personal data write to privacy@directory-backoffice.example, or to our support team at support@directory-backoffice.example.',
      },
    },
  },
  marketing: {
    title: 'Marketing',
    notActiveTitle: 'Marketing features are not active',
    notActiveText:
      'We do not currently send promotional messages, newsletters or personalised advertising, and we do not share your data with third parties for marketing purposes.',
    futureText:
      'If these features are introduced in the future, they will be optional and will require your explicit consent, which you will be able to withdraw at any time.',
    privacyLink: 'Read the privacy policy',
    supportLink: 'Go to support',
  },
};
