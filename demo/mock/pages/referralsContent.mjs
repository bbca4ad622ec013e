// Demo content of the referral page (issue 20): its heading, brand-mgm-dashboard (statistics, action cards,
// invitations) and brand-refer-a-friend (`#refer-a-friend`: the code, the link and the share channels), en / ar.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    heading: '<h1>Refer a friend</h1><p>Invite your friends to join us. When a friend you invited places a first order, you earn 500 points.</p>',
    dashboard: {
      title: 'Your referrals',
      cards: [
        { title: 'Invite a friend', text: 'Share your personal link or code.', icon: 'pmi-icon-refer-a-friend', requires: 'invitations-left' },
        { title: 'Your rewards', text: 'Spend the points your friends earned you.', icon: 'pmi-icon-rewards', requires: 'reward' },
      ],
    },
    share: {
      title: 'Share your link',
      messageToShare: 'I love shopping here. Join with my code {code} and get a welcome gift: {link}',
      emailSubject: 'A welcome gift for you',
    },
  },
  ar: {
    heading: '<h1>ادعُ صديقًا</h1><p>ادعُ أصدقاءك للانضمام إلينا. عندما يقدّم صديق دعوته طلبه الأول، تكسب 500 نقطة.</p>',
    dashboard: {
      title: 'دعواتك',
      invitedLabel: 'أصدقاء مدعوون',
      joinedLabel: 'أصدقاء انضموا',
      rewardedLabel: 'أصدقاء مكافَأون',
      pointsLabel: 'النقاط المكتسبة',
      invitationsTitle: 'دعواتك المرسلة',
      invitedOnText: 'دُعي في {date}',
      statusSentLabel: 'بانتظار الرد',
      statusJoinedLabel: 'انضم',
      statusRewardedLabel: 'تمت المكافأة',
      rewardPointsText: '+{points} نقطة',
      statusExpiredLabel: 'منتهية',
      emptyMessage: 'لم تدعُ أحدًا بعد. شارك رابطك واكسب النقاط عندما ينضم صديق.',
      limitMessage: 'لديك {pending} دعوات بانتظار الرد، وهو الحد الأقصى في الوقت نفسه.',
      noRewardMessage: 'تظهر مكافآتك هنا بعد أن يقدّم صديق دعوته طلبه الأول.',
      loadErrorMessage: 'تعذر تحميل دعواتك. حاول مرة أخرى بعد قليل.',
      retryLabel: 'حاول مرة أخرى',
      cards: [
        { title: 'ادعُ صديقًا', text: 'شارك رابطك الشخصي أو رمزك.', icon: 'pmi-icon-refer-a-friend', requires: 'invitations-left' },
        { title: 'مكافآتك', text: 'استخدم النقاط التي كسبتها من أصدقائك.', icon: 'pmi-icon-rewards', requires: 'reward' },
      ],
    },
    share: {
      title: 'شارك رابطك',
      messageToShare: 'أحب التسوق هنا. انضم برمزي {code} واحصل على هدية ترحيبية: {link}',
      emailSubject: 'هدية ترحيبية لك',
      codeLabel: 'رمز الدعوة الخاص بك',
      linkLabel: 'رابطك الشخصي',
      messageLabel: 'رسالتك',
      channelsLabel: 'شارك رابطك',
      copyLabel: 'نسخ الرابط',
      copyCodeLabel: 'نسخ الرمز',
      copiedMessage: 'تم نسخ الرابط',
      copyErrorMessage: 'تعذر نسخ رابطك. حدّده وانسخه بنفسك.',
      emailLabel: 'البريد الإلكتروني',
      smsLabel: 'رسالة نصية',
      whatsappLabel: 'واتساب',
      shareLabel: 'خيارات أخرى',
      loadErrorMessage: 'تعذر تحميل رمز دعوتك. حاول مرة أخرى بعد قليل.',
      retryLabel: 'حاول مرة أخرى',
    },
  },
};

/** `{ items, columns }` of the referral page's top part; the friend's link opens the shop's home page. */
export function referralsContent({ lang, link }) {
  const c = copyFor(COPY, lang);
  const { cards, ...dashboardWords } = c.dashboard;
  return {
    items: {
      referralsHeading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacerDashboard: { ':type': 'brand/components/spacer', height: '3' },
      mgmDashboard: {
        ':type': 'brand/components/mgm-dashboard',
        ...dashboardWords,
        cards: [{ ...cards[0], linkUrl: '#refer-a-friend' }, { ...cards[1], linkUrl: link('account') }],
        loginUrl: link('login'),
      },
      spacerShare: { ':type': 'brand/components/spacer', height: '4' },
      referAFriend: {
        ':type': 'brand/components/refer-a-friend',
        id: 'refer-a-friend',
        ...c.share,
        communicationChannels: ['copy', 'email', 'sms', 'whatsapp', 'share'],
        referralUrl: link(''),
        loginUrl: link('login'),
      },
    },
    columns: { referralsHeading: column(12), mgmDashboard: column(12), referAFriend: column(8) },
  };
}
