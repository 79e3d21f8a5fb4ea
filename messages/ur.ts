import type { Catalog } from './en';

/**
 * The shop's words in Urdu, key for key with en.ts. Numbers stay in Western digits and prices in
 * "Rs.", as Pakistani shops print them; the brand and the names of services (WhatsApp, Next.js) stay
 * as they are known.
 */
export const ur: Catalog = {
  Frame: {
    skipToContent: 'مواد پر جائیں',
  },
  Navigation: {
    main: 'مرکزی',
    home: 'ہوم',
    contactUs: 'رابطہ کریں',
    allProducts: 'تمام اشیاء',
    trackOrder: 'اپنا آرڈر ٹریک کریں',
    terms: 'شرائط و ضوابط',
    listings: {
      shop: 'دکان',
      'best-sellers': 'سب سے زیادہ فروخت',
      'northern-area': 'شمالی علاقہ جات کی سوغات',
      international: 'بین الاقوامی',
    },
  },
  Footer: {
    about: 'خوبانی، بادام، اخروٹ، شہتوت، چیری اور چلغوزہ، گلگت بلتستان کی وادیوں سے، پورے پاکستان میں بھیجے جاتے ہیں۔',
    location: 'گلگت، گلگت بلتستان',
    socialMedia: 'سوشل میڈیا',
    socialProfile: '{network} پر {site}',
    shop: 'دکان',
    help: 'مدد',
    orderAndQuestions: 'آرڈر اور سوالات',
    whatsapp: 'واٹس ایپ {phone}',
    paymentWithBank: 'ادائیگی ڈیلیوری پر نقد یا بینک ٹرانسفر سے۔ قیمتیں روپے (Rs.) میں۔',
    paymentCashOnly: 'ادائیگی ڈیلیوری پر نقد۔ قیمتیں روپے (Rs.) میں۔',
    rights: '© {year} {site}، گلگت۔ جملہ حقوق محفوظ ہیں۔',
    poweredBy: 'Next.js اور Supabase پر مبنی',
  },
  NotFound: {
    title: 'صفحہ نہیں ملا',
    eyebrow: 'خرابی 404',
    heading: 'یہ صفحہ راستہ بھٹک گیا',
    body: 'آپ جو صفحہ ڈھونڈ رہے تھے وہ ہمیں نہیں ملا۔ ہو سکتا ہے وہ کہیں اور منتقل ہو گیا ہو، یا پتہ غلط لکھا گیا ہو۔',
    backHome: 'ہوم پر واپس جائیں',
    browseShop: 'دکان دیکھیں',
    categories: 'زمرے',
    pickCategory: 'یا کوئی زمرہ چنیں:',
  },
  Home: {
    heroEyebrow: 'گلگت بلتستان کی پیداوار',
    heroTitle: 'خالص اور تازہ خشک میوہ جات',
    heroSubtitle: 'پہاڑوں سے سیدھا آپ کے دروازے تک',
    heroDescription1: 'دھوپ میں سکھائی خوبانی، بادام، اخروٹ، شہتوت، چیری اور چلغوزے۔',
    heroDescription2: 'گلگت سے حاصل کیے گئے اور مقامی بازار کی مناسب قیمتوں پر پاکستان میں کہیں بھی پہنچائے جاتے ہیں۔',
    promises: 'ہمارے وعدے',
    sourcedLabel: 'گلگت بلتستان سے حاصل شدہ',
    sourcedDetail: 'مقامی کاشتکاروں سے',
    deliveredLabel: 'پورے پاکستان میں ڈیلیوری',
    deliveredDetail: 'قابلِ اعتماد کوریئر کے ذریعے',
    cashLabel: 'ڈیلیوری پر نقد ادائیگی',
    cashDetail: 'یا بینک ٹرانسفر',
    freshLabel: 'تازہ پیکنگ',
    freshDetail: 'آپ کے آرڈر پر',
    shopNow: 'ابھی خریدیں',
    bestSellers: 'سب سے زیادہ فروخت ہونے والی اشیاء',
    seeAllBestSellers: 'تمام مقبول اشیاء دیکھیں',
    categoriesHeading: 'زمرے کے مطابق خریداری',
    seeAllProducts: 'تمام اشیاء دیکھیں',
    browse: 'دیکھیں',
    categoryBlurbs: {
      'best-sellers': 'وہ خشک میوے جو ہمارے گاہک بار بار منگواتے ہیں۔',
      'northern-area': 'گلگت بلتستان کی خوبانی، شہتوت، اخروٹ، چیری اور چلغوزے۔',
      international: 'ہماری وادیوں سے باہر کی پسندیدہ اشیاء، اسی احتیاط سے چنی گئیں۔',
    },
    pitchEyebrow: 'ہم نے کیوں شروع کیا',
    pitchHeading: 'پہاڑوں کے اصلی خشک میوہ جات، بغیر تلاش کے',
    pitchIntro:
      'شمال کے مقامی خشک میوہ جات پاکستان کے دوسرے حصوں میں مشکل سے ملتے ہیں، اور جو ملتے ہیں وہ اکثر واقعی مقامی نہیں ہوتے، یا اپنی اصل قیمت سے کہیں مہنگے ہوتے ہیں۔',
    problemHeading: 'مسئلہ',
    answerHeading: 'ہمارا حل',
    problems: {
      hardToGet: {
        title: 'مشکل سے دستیاب',
        text: 'شمال کے اچھے خشک میوے موسمی ہوتے ہیں، جلد ختم ہو جاتے ہیں اور شہر کی چند دکانوں تک ہی پہنچتے ہیں۔',
      },
      notLocal: { title: 'اکثر اصل مقامی نہیں', text: 'درآمد شدہ میوے آسانی سے “شمال کے” کہہ کر بیچ دیے جاتے ہیں۔' },
      overpriced: { title: 'حد سے زیادہ مہنگے', text: 'باغ سے آپ کے گھر تک ہر بیچ والا قیمت بڑھا دیتا ہے۔' },
    },
    answers: {
      available: { title: 'ہمیشہ دستیاب', text: 'سارا سال اسٹاک میں، اور آپ کے آرڈر پر پیک کیے جاتے ہیں۔' },
      direct: { title: 'براہِ راست آرڈر', text: 'گلگت میں ہماری دکان سے سیدھا، بغیر کسی بیچ والے کے۔' },
      local: { title: 'حقیقی مقامی', text: 'پورے گلگت بلتستان کے کاشتکاروں سے حاصل شدہ۔' },
      fair: { title: 'مناسب قیمتیں', text: 'مقامی بازار کے نرخوں پر، روپوں میں۔' },
    },
    helpHeading: 'آرڈر سے پہلے کوئی سوال؟',
    helpBody: 'اس موسم کی فصل، کسی چیز یا بڑے آرڈر کے بارے میں ہم سے پوچھیں۔ ہم گلگت سے جواب دیتے ہیں۔',
    helpAction: 'واٹس ایپ پر پیغام بھیجیں',
  },
};
