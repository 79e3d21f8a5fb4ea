/**
 * Names shoppers type for a city other than its listed name (abbreviations, old and everyday
 * names), keyed by the listed name. The city's district is searched as well, so district names
 * (Hunza, Nagar, Ghizer, Skardu…) need no entry here.
 */
export const CITY_COMMON_NAMES: Readonly<Record<string, readonly string[]>> = {
  Rawalpindi: ['Pindi'],
  Islamabad: ['Isb', 'Isloo'],
  Karachi: ['Khi'],
  Lahore: ['Lhr'],
  Faisalabad: ['Lyallpur', 'Fsd'],
  'Dera Ghazi Khan': ['DG Khan', 'D.G. Khan'],
  'Dera Ismail Khan': ['DI Khan', 'D.I. Khan'],
  'Rahim Yar Khan': ['RYK'],
  'Mandi Bahauddin': ['MB Din'],
  'Toba Tek Singh': ['TT Singh'],
  Nawabshah: ['Shaheed Benazirabad'],
  Mingora: ['Swat'],
  Timergara: ['Dir'],
  Ghotki: ['Mirpur Mathelo'],
  Karimabad: ['Baltit'],
  Aliabad: ['Hunza'],
  Sost: ['Gojal'],
  Gulmit: ['Gojal'],
  Gahkuch: ['Punial'],
  'Kharmang (Tolti)': ['Tolti'],
  'Astore (Eidgah)': ['Eidgah'],
  Skardu: ['Baltistan'],
};
