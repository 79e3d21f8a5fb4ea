-- What a shopper needs from the catalogue beyond the first release: more of Pakistan's towns to
-- deliver to.

-- District headquarters and tehsil towns missing from the first list, with the same zone rules as
-- the original cities: Gilgit and its suburbs are 'local', the rest of Gilgit-Baltistan 'regional',
-- everywhere else 'national'; far valleys, Tharparkar, the former tribal districts and interior
-- Balochistan are remote, and cash on delivery is off where the couriers do not collect it. Ids
-- start at 1001 so that they never meet the demo seed's fixed ids; a town already present is kept.
insert into public.cities (id, city_name, district, province, shipping_zone, is_remote, cod_available) values
  (1001, 'Nankana Sahib', 'Nankana Sahib', 'Punjab', 'national', false, true),
  (1002, 'Sangla Hill', 'Nankana Sahib', 'Punjab', 'national', false, true),
  (1003, 'Shahkot', 'Nankana Sahib', 'Punjab', 'national', false, true),
  (1004, 'Talagang', 'Talagang', 'Punjab', 'national', false, true),
  (1005, 'Wazirabad', 'Wazirabad', 'Punjab', 'national', false, true),
  (1006, 'Kot Addu', 'Kot Addu', 'Punjab', 'national', false, true),
  (1007, 'Taunsa', 'Taunsa', 'Punjab', 'national', false, true),
  (1008, 'Gujar Khan', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1009, 'Kahuta', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1010, 'Kallar Syedan', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1011, 'Kotli Sattian', 'Rawalpindi', 'Punjab', 'national', false, true),
  (1012, 'Fateh Jang', 'Attock', 'Punjab', 'national', false, true),
  (1013, 'Pindi Gheb', 'Attock', 'Punjab', 'national', false, true),
  (1014, 'Hasan Abdal', 'Attock', 'Punjab', 'national', false, true),
  (1015, 'Jand', 'Attock', 'Punjab', 'national', false, true),
  (1016, 'Hazro', 'Attock', 'Punjab', 'national', false, true),
  (1017, 'Daska', 'Sialkot', 'Punjab', 'national', false, true),
  (1018, 'Sambrial', 'Sialkot', 'Punjab', 'national', false, true),
  (1019, 'Pasrur', 'Sialkot', 'Punjab', 'national', false, true),
  (1020, 'Kharian', 'Gujrat', 'Punjab', 'national', false, true),
  (1021, 'Sarai Alamgir', 'Gujrat', 'Punjab', 'national', false, true),
  (1022, 'Lalamusa', 'Gujrat', 'Punjab', 'national', false, true),
  (1023, 'Dina', 'Jhelum', 'Punjab', 'national', false, true),
  (1024, 'Pind Dadan Khan', 'Jhelum', 'Punjab', 'national', false, true),
  (1025, 'Sohawa', 'Jhelum', 'Punjab', 'national', false, true),
  (1026, 'Choa Saidan Shah', 'Chakwal', 'Punjab', 'national', false, true),
  (1027, 'Kallar Kahar', 'Chakwal', 'Punjab', 'national', false, true),
  (1028, 'Nowshera Virkan', 'Gujranwala', 'Punjab', 'national', false, true),
  (1029, 'Muridke', 'Sheikhupura', 'Punjab', 'national', false, true),
  (1030, 'Ferozewala', 'Sheikhupura', 'Punjab', 'national', false, true),
  (1031, 'Sharaqpur', 'Sheikhupura', 'Punjab', 'national', false, true),
  (1032, 'Raiwind', 'Lahore', 'Punjab', 'national', false, true),
  (1033, 'Pattoki', 'Kasur', 'Punjab', 'national', false, true),
  (1034, 'Chunian', 'Kasur', 'Punjab', 'national', false, true),
  (1035, 'Kot Radha Kishan', 'Kasur', 'Punjab', 'national', false, true),
  (1036, 'Depalpur', 'Okara', 'Punjab', 'national', false, true),
  (1037, 'Renala Khurd', 'Okara', 'Punjab', 'national', false, true),
  (1038, 'Arifwala', 'Pakpattan', 'Punjab', 'national', false, true),
  (1039, 'Chichawatni', 'Sahiwal', 'Punjab', 'national', false, true),
  (1040, 'Mian Channu', 'Khanewal', 'Punjab', 'national', false, true),
  (1041, 'Kabirwala', 'Khanewal', 'Punjab', 'national', false, true),
  (1042, 'Jahanian', 'Khanewal', 'Punjab', 'national', false, true),
  (1043, 'Shujabad', 'Multan', 'Punjab', 'national', false, true),
  (1044, 'Jalalpur Pirwala', 'Multan', 'Punjab', 'national', false, true),
  (1045, 'Alipur', 'Muzaffargarh', 'Punjab', 'national', false, true),
  (1046, 'Jatoi', 'Muzaffargarh', 'Punjab', 'national', false, true),
  (1047, 'Ahmedpur East', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1048, 'Hasilpur', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1049, 'Yazman', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1050, 'Khairpur Tamewali', 'Bahawalpur', 'Punjab', 'national', false, true),
  (1051, 'Chishtian', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1052, 'Haroonabad', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1053, 'Fort Abbas', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1054, 'Minchinabad', 'Bahawalnagar', 'Punjab', 'national', false, true),
  (1055, 'Khanpur', 'Rahim Yar Khan', 'Punjab', 'national', false, true),
  (1056, 'Liaquatpur', 'Rahim Yar Khan', 'Punjab', 'national', false, true),
  (1057, 'Mailsi', 'Vehari', 'Punjab', 'national', false, true),
  (1058, 'Kahror Pacca', 'Lodhran', 'Punjab', 'national', false, true),
  (1059, 'Dunyapur', 'Lodhran', 'Punjab', 'national', false, true),
  (1060, 'Jampur', 'Rajanpur', 'Punjab', 'national', false, true),
  (1061, 'Chaubara', 'Layyah', 'Punjab', 'national', false, true),
  (1062, 'Karor Lal Esan', 'Layyah', 'Punjab', 'national', false, true),
  (1063, 'Darya Khan', 'Bhakkar', 'Punjab', 'national', false, true),
  (1064, 'Kalurkot', 'Bhakkar', 'Punjab', 'national', false, true),
  (1065, 'Mankera', 'Bhakkar', 'Punjab', 'national', false, true),
  (1066, 'Isakhel', 'Mianwali', 'Punjab', 'national', false, true),
  (1067, 'Piplan', 'Mianwali', 'Punjab', 'national', false, true),
  (1068, 'Noorpur Thal', 'Khushab', 'Punjab', 'national', false, true),
  (1069, 'Quaidabad', 'Khushab', 'Punjab', 'national', false, true),
  (1070, 'Bhalwal', 'Sargodha', 'Punjab', 'national', false, true),
  (1071, 'Kot Momin', 'Sargodha', 'Punjab', 'national', false, true),
  (1072, 'Shahpur', 'Sargodha', 'Punjab', 'national', false, true),
  (1073, 'Sillanwali', 'Sargodha', 'Punjab', 'national', false, true),
  (1074, 'Jaranwala', 'Faisalabad', 'Punjab', 'national', false, true),
  (1075, 'Samundri', 'Faisalabad', 'Punjab', 'national', false, true),
  (1076, 'Tandlianwala', 'Faisalabad', 'Punjab', 'national', false, true),
  (1077, 'Chak Jhumra', 'Faisalabad', 'Punjab', 'national', false, true),
  (1078, 'Gojra', 'Toba Tek Singh', 'Punjab', 'national', false, true),
  (1079, 'Kamalia', 'Toba Tek Singh', 'Punjab', 'national', false, true),
  (1080, 'Pir Mahal', 'Toba Tek Singh', 'Punjab', 'national', false, true),
  (1081, 'Shorkot', 'Jhang', 'Punjab', 'national', false, true),
  (1082, 'Ahmedpur Sial', 'Jhang', 'Punjab', 'national', false, true),
  (1083, 'Bhowana', 'Chiniot', 'Punjab', 'national', false, true),
  (1084, 'Lalian', 'Chiniot', 'Punjab', 'national', false, true),
  (1085, 'Pindi Bhattian', 'Hafizabad', 'Punjab', 'national', false, true),
  (1086, 'Phalia', 'Mandi Bahauddin', 'Punjab', 'national', false, true),
  (1087, 'Malakwal', 'Mandi Bahauddin', 'Punjab', 'national', false, true),
  (1088, 'Shakargarh', 'Narowal', 'Punjab', 'national', false, true),
  (1089, 'Zafarwal', 'Narowal', 'Punjab', 'national', false, true),
  (1090, 'Batagram', 'Batagram', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1091, 'Daggar', 'Buner', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1092, 'Dir', 'Upper Dir', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1093, 'Alpuri', 'Shangla', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1094, 'Saidu Sharif', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1095, 'Tank', 'Tank', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1096, 'Hangu', 'Hangu', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1097, 'Thall', 'Hangu', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1098, 'Judbah', 'Torghar', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1099, 'Havelian', 'Abbottabad', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1100, 'Balakot', 'Mansehra', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1101, 'Oghi', 'Mansehra', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1102, 'Takht Bhai', 'Mardan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1103, 'Katlang', 'Mardan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1104, 'Pabbi', 'Nowshera', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1105, 'Jahangira', 'Nowshera', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1106, 'Topi', 'Swabi', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1107, 'Shabqadar', 'Charsadda', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1108, 'Tangi', 'Charsadda', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1109, 'Matta', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1110, 'Bahrain', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1111, 'Khwazakhela', 'Swat', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1112, 'Dargai', 'Malakand', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1113, 'Paharpur', 'Dera Ismail Khan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1114, 'Kulachi', 'Dera Ismail Khan', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1115, 'Ghazi', 'Haripur', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1116, 'Takht-e-Nasrati', 'Karak', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1117, 'Jamrud', 'Khyber', 'Khyber Pakhtunkhwa', 'national', false, true),
  (1118, 'Booni', 'Upper Chitral', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1119, 'Mastuj', 'Upper Chitral', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1120, 'Drosh', 'Lower Chitral', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1121, 'Kalam', 'Swat', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1122, 'Pattan', 'Lower Kohistan', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1123, 'Khar', 'Bajaur', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1124, 'Landi Kotal', 'Khyber', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1125, 'Ghalanai', 'Mohmand', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1126, 'Kalaya', 'Orakzai', 'Khyber Pakhtunkhwa', 'national', true, true),
  (1127, 'Miranshah', 'North Waziristan', 'Khyber Pakhtunkhwa', 'national', true, false),
  (1128, 'Wana', 'South Waziristan', 'Khyber Pakhtunkhwa', 'national', true, false),
  (1129, 'Jamshoro', 'Jamshoro', 'Sindh', 'national', false, true),
  (1130, 'Kotri', 'Jamshoro', 'Sindh', 'national', false, true),
  (1131, 'Sehwan', 'Jamshoro', 'Sindh', 'national', false, true),
  (1132, 'Matiari', 'Matiari', 'Sindh', 'national', false, true),
  (1133, 'Hala', 'Matiari', 'Sindh', 'national', false, true),
  (1134, 'Naushahro Feroze', 'Naushahro Feroze', 'Sindh', 'national', false, true),
  (1135, 'Moro', 'Naushahro Feroze', 'Sindh', 'national', false, true),
  (1136, 'Qambar', 'Qambar Shahdadkot', 'Sindh', 'national', false, true),
  (1137, 'Shahdadkot', 'Qambar Shahdadkot', 'Sindh', 'national', false, true),
  (1138, 'Sujawal', 'Sujawal', 'Sindh', 'national', false, true),
  (1139, 'Tando Muhammad Khan', 'Tando Muhammad Khan', 'Sindh', 'national', false, true),
  (1140, 'Tando Jam', 'Hyderabad', 'Sindh', 'national', false, true),
  (1141, 'Mehar', 'Dadu', 'Sindh', 'national', false, true),
  (1142, 'Pano Aqil', 'Sukkur', 'Sindh', 'national', false, true),
  (1143, 'Rohri', 'Sukkur', 'Sindh', 'national', false, true),
  (1144, 'Daharki', 'Ghotki', 'Sindh', 'national', false, true),
  (1145, 'Ubauro', 'Ghotki', 'Sindh', 'national', false, true),
  (1146, 'Gambat', 'Khairpur', 'Sindh', 'national', false, true),
  (1147, 'Kot Diji', 'Khairpur', 'Sindh', 'national', false, true),
  (1148, 'Ratodero', 'Larkana', 'Sindh', 'national', false, true),
  (1149, 'Shahdadpur', 'Sanghar', 'Sindh', 'national', false, true),
  (1150, 'Digri', 'Mirpur Khas', 'Sindh', 'national', false, true),
  (1151, 'Kunri', 'Umerkot', 'Sindh', 'national', false, true),
  (1152, 'Golarchi', 'Badin', 'Sindh', 'national', false, true),
  (1153, 'Sakrand', 'Shaheed Benazirabad', 'Sindh', 'national', false, true),
  (1154, 'Kashmore', 'Kashmore', 'Sindh', 'national', false, true),
  (1155, 'Islamkot', 'Tharparkar', 'Sindh', 'national', true, true),
  (1156, 'Chachro', 'Tharparkar', 'Sindh', 'national', true, true),
  (1157, 'Diplo', 'Tharparkar', 'Sindh', 'national', true, true),
  (1158, 'Nagarparkar', 'Tharparkar', 'Sindh', 'national', true, true),
  (1159, 'Mastung', 'Mastung', 'Balochistan', 'national', false, true),
  (1160, 'Pishin', 'Pishin', 'Balochistan', 'national', false, true),
  (1161, 'Kalat', 'Kalat', 'Balochistan', 'national', false, true),
  (1162, 'Dera Murad Jamali', 'Nasirabad', 'Balochistan', 'national', false, true),
  (1163, 'Dera Allah Yar', 'Jaffarabad', 'Balochistan', 'national', false, true),
  (1164, 'Usta Muhammad', 'Usta Muhammad', 'Balochistan', 'national', false, true),
  (1165, 'Uthal', 'Lasbela', 'Balochistan', 'national', false, true),
  (1166, 'Bela', 'Lasbela', 'Balochistan', 'national', false, true),
  (1167, 'Ziarat', 'Ziarat', 'Balochistan', 'national', false, true),
  (1168, 'Qila Saifullah', 'Qila Saifullah', 'Balochistan', 'national', true, true),
  (1169, 'Musakhel', 'Musakhel', 'Balochistan', 'national', true, true),
  (1170, 'Barkhan', 'Barkhan', 'Balochistan', 'national', true, true),
  (1171, 'Duki', 'Duki', 'Balochistan', 'national', true, true),
  (1172, 'Harnai', 'Harnai', 'Balochistan', 'national', true, true),
  (1173, 'Surab', 'Surab', 'Balochistan', 'national', true, true),
  (1174, 'Dalbandin', 'Chagai', 'Balochistan', 'national', true, true),
  (1175, 'Kharan', 'Kharan', 'Balochistan', 'national', true, true),
  (1176, 'Pasni', 'Gwadar', 'Balochistan', 'national', true, true),
  (1177, 'Ormara', 'Gwadar', 'Balochistan', 'national', true, true),
  (1178, 'Jiwani', 'Gwadar', 'Balochistan', 'national', true, true),
  (1179, 'Kohlu', 'Kohlu', 'Balochistan', 'national', true, false),
  (1180, 'Dera Bugti', 'Dera Bugti', 'Balochistan', 'national', true, false),
  (1181, 'Sui', 'Dera Bugti', 'Balochistan', 'national', true, false),
  (1182, 'Washuk', 'Washuk', 'Balochistan', 'national', true, false),
  (1183, 'Awaran', 'Awaran', 'Balochistan', 'national', true, false),
  (1184, 'Hattian Bala', 'Jhelum Valley', 'Azad Jammu and Kashmir', 'national', false, true),
  (1185, 'Pallandri', 'Sudhnoti', 'Azad Jammu and Kashmir', 'national', false, true),
  (1186, 'Dadyal', 'Mirpur', 'Azad Jammu and Kashmir', 'national', false, true),
  (1187, 'Athmuqam', 'Neelum', 'Azad Jammu and Kashmir', 'national', true, true),
  (1188, 'Forward Kahuta', 'Haveli', 'Azad Jammu and Kashmir', 'national', true, true),
  (1189, 'Sharda', 'Neelum', 'Azad Jammu and Kashmir', 'national', true, false),
  (1190, 'Oshikhandass', 'Gilgit', 'Gilgit-Baltistan', 'local', false, true),
  (1191, 'Nasirabad', 'Hunza', 'Gilgit-Baltistan', 'regional', false, true),
  (1192, 'Minapin', 'Nagar', 'Gilgit-Baltistan', 'regional', false, true),
  (1193, 'Sikandarabad', 'Nagar', 'Gilgit-Baltistan', 'regional', false, true),
  (1194, 'Sherqilla', 'Ghizer', 'Gilgit-Baltistan', 'regional', false, true),
  (1195, 'Bunji', 'Astore', 'Gilgit-Baltistan', 'regional', false, true),
  (1196, 'Goharabad', 'Diamer', 'Gilgit-Baltistan', 'regional', false, true),
  (1197, 'Passu', 'Hunza', 'Gilgit-Baltistan', 'regional', true, true),
  (1198, 'Hoper', 'Nagar', 'Gilgit-Baltistan', 'regional', true, true),
  (1199, 'Chatorkhand', 'Ghizer', 'Gilgit-Baltistan', 'regional', true, true),
  (1200, 'Gorikot', 'Astore', 'Gilgit-Baltistan', 'regional', true, true),
  (1201, 'Keris', 'Ghanche', 'Gilgit-Baltistan', 'regional', true, true),
  (1202, 'Machulu', 'Ghanche', 'Gilgit-Baltistan', 'regional', true, true),
  (1203, 'Gultari', 'Skardu', 'Gilgit-Baltistan', 'regional', true, false),
  (1204, 'Chorbat', 'Ghanche', 'Gilgit-Baltistan', 'regional', true, false),
  (1205, 'Teru', 'Gupis-Yasin', 'Gilgit-Baltistan', 'regional', true, false)
on conflict do nothing;

select setval(pg_get_serial_sequence('public.cities', 'id'), (select max(id) from public.cities));

-- "Notify me when it is back": a shopper leaves an e-mail address or a WhatsApp number for a sold-out
-- weight. Only admins read and clear the list (the console's products screen counts it per weight);
-- nobody inserts directly: request_stock_alert() is the one way in, and it is throttled.
create table public.stock_alerts (
  id bigint generated always as identity primary key,
  variant_id integer not null references public.product_variants (id) on delete cascade,
  channel text not null check (channel in ('email', 'whatsapp')),
  -- An e-mail address (lower case) or a Pakistani mobile number as +923XXXXXXXXX.
  contact text not null check (
    (channel = 'email' and char_length(contact) <= 254 and contact ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and contact = lower(contact))
    or (channel = 'whatsapp' and contact ~ '^\+923[0-9]{9}$')
  ),
  created_at timestamptz not null default now(),
  unique (variant_id, contact)
);
create index stock_alerts_contact_created_at_idx on public.stock_alerts (contact, created_at desc);
create index stock_alerts_created_at_idx on public.stock_alerts (created_at desc);
comment on table public.stock_alerts is 'Who asked to hear when a sold-out weight is back in stock.';

alter table public.stock_alerts enable row level security;
revoke all on public.stock_alerts from anon, authenticated;
grant select, delete on public.stock_alerts to authenticated;
grant select, insert, update, delete on public.stock_alerts to service_role;
create policy "Admins read the stock alerts" on public.stock_alerts
  for select to authenticated using ((select public.is_admin()));
create policy "Admins clear the stock alerts" on public.stock_alerts
  for delete to authenticated using ((select public.is_admin()));

-- Saves a request (anon or shopper) and answers what happened: 'saved' (also when the same contact
-- already waits for this weight), 'not_sold_out', 'unknown_variant', or 'too_many' when this contact
-- asked more than 5 times in the last hour or the shop took more than 200 requests in the last
-- minute (the throttle holds for a direct API call too). A contact in the wrong shape is a 22023.
create function public.request_stock_alert(variant_id integer, channel text, contact text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stock integer;
begin
  if request_stock_alert.channel is null or request_stock_alert.channel not in ('email', 'whatsapp')
     or request_stock_alert.contact is null
     or (request_stock_alert.channel = 'email' and (char_length(request_stock_alert.contact) > 254
         or request_stock_alert.contact !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or request_stock_alert.contact <> lower(request_stock_alert.contact)))
     or (request_stock_alert.channel = 'whatsapp' and request_stock_alert.contact !~ '^\+923[0-9]{9}$') then
    raise exception 'contact must be a lower-case e-mail address or a +923XXXXXXXXX number' using errcode = '22023';
  end if;
  select v.stock_quantity into v_stock
    from public.product_variants v join public.products p on p.id = v.product_id
    where v.id = request_stock_alert.variant_id and v.is_active and p.is_active;
  if not found then
    return 'unknown_variant';
  end if;
  if v_stock > 0 then
    return 'not_sold_out';
  end if;
  if (select count(*) from public.stock_alerts a where a.contact = request_stock_alert.contact and a.created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.stock_alerts a where a.created_at > now() - interval '1 minute') >= 200 then
    return 'too_many';
  end if;
  insert into public.stock_alerts (variant_id, channel, contact)
    values (request_stock_alert.variant_id, request_stock_alert.channel, request_stock_alert.contact)
    on conflict on constraint stock_alerts_variant_id_contact_key do nothing;
  return 'saved';
end
$$;
revoke execute on function public.request_stock_alert(integer, text, text) from public;
grant execute on function public.request_stock_alert(integer, text, text) to anon, authenticated, service_role;
