/**
 * The four legal documents. Each section is a heading and its paragraphs, shown in the order
 * written here. Only the legal pages load this namespace.
 */
export const en = {
  common: {
    updated: 'Last updated: 23 November 2026',
    contents: 'Contents',
    otherDocuments: 'Other documents',
  },
  siteRules: {
    title: 'Site rules',
    intro:
      'These rules apply to everyone who visits CarClub, whether or not they have an account. By using the site you agree to them.',
    sections: {
      whoWeAre: {
        heading: 'Who we are',
        text: {
          p1: 'CarClub is an online community for car enthusiasts and car owners, run by the CarClub team ("we", "us"). Members keep a profile and a personal collection of their vehicles, share photos and stories, and talk to other enthusiasts.',
          p2: 'You can reach us through the support contact shown in the site footer. We answer questions about these rules, your account and your data.',
        },
      },
      usingTheSite: {
        heading: 'Using the site',
        text: {
          p1: 'Anyone may read the public pages. Adding vehicles, posting and messaging need an account, which requires a valid e-mail address and acceptance of the user rules.',
          p2: 'Do not try to break, overload or get around the security of the site, do not collect other members’ data automatically, and do not use the site to send advertising that its members did not ask for.',
        },
      },
      content: {
        heading: 'Content on the site',
        text: {
          p1: 'Members are responsible for what they publish. We do not check content before it appears, but we remove content that breaks these rules or the law as soon as we learn about it.',
          p2: 'If you see something that should not be here, report it through the support contact. Tell us the page address and what is wrong with it.',
        },
      },
      changes: {
        heading: 'Changes to these rules',
        text: {
          p1: 'We may update these rules as the site grows. The date at the top shows the latest version; significant changes are announced on the site before they take effect.',
        },
      },
    },
  },
  userRules: {
    title: 'User rules',
    intro:
      'These rules apply to every CarClub member. They describe what you may post and how we keep the community friendly and useful.',
    sections: {
      account: {
        heading: 'Your account',
        text: {
          p1: 'One person, one account. Use your own e-mail address, keep your password secret and tell us at once if you think someone else has used your account.',
          p2: 'Your nickname appears in public addresses of your pages, so choose one that does not impersonate another person, brand or club, and does not offend.',
        },
      },
      whatYouMayPost: {
        heading: 'What you may post',
        text: {
          p1: 'Photos and descriptions of vehicles you own or have owned, build and repair stories, technical questions and answers, reviews based on your own experience, and event announcements for the community.',
          p2: 'Post only what you have the right to publish: your own photos, or photos whose author allowed you to use them. Hide licence plates and personal data of other people if they have not agreed to be shown.',
        },
      },
      notAllowed: {
        heading: 'What is not allowed',
        text: {
          p1: 'Insults, harassment, threats and hate speech; content that promotes dangerous driving or street racing on public roads; stolen vehicles or parts and forged documents; spam, pyramid schemes and misleading offers; other people’s personal data without their consent.',
          p2: 'Vehicle details you publish (year, mileage, condition, VIN) must be true to the best of your knowledge. Knowingly false details in a listing for sale are treated as fraud.',
        },
      },
      moderation: {
        heading: 'Moderation',
        text: {
          p1: 'We may hide or remove content that breaks these rules, limit what an account may do, or close it. For minor breaches we warn first; for fraud, threats or illegal content we act at once.',
          p2: 'If you think we made a mistake, write to support from your account’s e-mail address and we will review the decision.',
        },
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains which personal data CarClub keeps, why we keep it, how long, and how you can see, correct or delete it.',
    sections: {
      dataWeKeep: {
        heading: 'Data we keep and why',
        text: {
          p1: 'Account data: your e-mail address, nickname and a one-way hash of your password — to let you sign in and to contact you about your account. If you sign in with Google we receive your e-mail address and Google account identifier, and nothing else.',
          p2: 'Profile data you choose to add: name, city, country, phone, birthday, about-me text, social links, avatar and cover images — to show your profile to other members as you set it up.',
          p3: 'Your vehicles and their photos, posts and messages — because publishing them is the purpose of the site. Technical records (sign-in sessions, IP addresses in security logs, error reports) — to keep accounts safe and the site working.',
        },
      },
      cookies: {
        heading: 'Cookies and local storage',
        text: {
          p1: 'We use one cookie to keep you signed in (auth_tokens, kept for up to 7 days) and one to protect forms against cross-site requests. Your browser also stores the interface language and theme you chose. We use no advertising or tracking cookies.',
        },
      },
      sharing: {
        heading: 'Who sees your data',
        text: {
          p1: 'Other members see what you publish and the public part of your profile. We do not sell personal data. Service providers that host the site, send our e-mail and collect error reports process data only on our instructions.',
        },
      },
      retention: {
        heading: 'How long we keep it',
        text: {
          p1: 'Account and profile data are kept while your account exists. Security logs are kept for up to 90 days. Accounts that were never activated are deleted after 30 days.',
        },
      },
      deletion: {
        heading: 'How to delete your account',
        text: {
          p1: 'You may delete your account at any time: in profile settings (Security tab) where this option is available, or by writing to support from the e-mail address of your account.',
          p2: 'We delete your profile, vehicles, photos and posts within 30 days. Records we must keep by law, such as payment records, are kept for the period the law requires and then deleted.',
        },
      },
      rights: {
        heading: 'Your rights',
        text: {
          p1: 'You may ask for a copy of your data, correct it, object to its use or ask us to delete it. Most data can be changed directly in your profile settings; for anything else write to support.',
        },
      },
    },
  },
  offer: {
    title: 'Public offer',
    intro:
      'This public offer sets out the terms on which CarClub provides paid features. Paying for a feature means you accept this offer.',
    sections: {
      subject: {
        heading: 'What the offer covers',
        text: {
          p1: 'CarClub itself is free. Some optional features are paid: promoting a vehicle listing, extended galleries and analytics for your pages, and premium membership options. Each feature is described on the page where you buy it.',
        },
      },
      price: {
        heading: 'Price and payment',
        text: {
          p1: 'The price, currency (UAH, USD or EUR) and period of a feature are shown before you pay. Payment is made online through a payment provider; we never see or keep your full card details.',
          p2: 'A paid feature starts as soon as the payment is confirmed. Periodic features renew only if you chose automatic renewal, and you can switch renewal off at any time in profile billing.',
        },
      },
      acceptance: {
        heading: 'Acceptance',
        text: {
          p1: 'The agreement is concluded when you confirm the payment. The paid feature must be used in line with the user rules; a feature linked to content that is removed for breaking them is not refunded.',
        },
      },
      refunds: {
        heading: 'Cancellation and refunds',
        text: {
          p1: 'You may cancel a paid feature within 14 days of payment and get the unused part of the price back. If a feature could not be provided because of our fault, we refund it in full.',
          p2: 'To ask for a refund, write to support from the e-mail address of your account and name the payment. Refunds go back to the card or account you paid from within 14 days.',
        },
      },
      liability: {
        heading: 'Responsibility',
        text: {
          p1: 'We do our best to keep the site available but cannot promise it will never be interrupted. Promotion increases how often a listing is shown; it does not guarantee a sale or a number of views.',
        },
      },
    },
  },
};

export type LegalResources = typeof en;
