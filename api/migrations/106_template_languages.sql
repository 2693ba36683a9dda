-- Issue 63 item 5: every notification template in Hindi and Tamil beside its English. The English
-- text stays in notification_templates (remotes built before read and write it there, unchanged);
-- each other language's text is a row here with its own version, so that saving one language never
-- conflicts with, nor changes, another. Each language's SMS has its own DLT template id: DLT registers
-- every text separately.
CREATE TABLE notification_template_texts (
  template_id text NOT NULL REFERENCES notification_templates (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('hi-IN', 'ta-IN')),
  subject text NOT NULL,
  content text NOT NULL,
  sms_text text NOT NULL DEFAULT '',
  dlt_template_id text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (template_id, language)
);

-- The default texts, in the glossary's words (shared/src/i18n/GLOSSARY.md) and an office's tone, with
-- the English template's {{variables}}. Only for templates this database has.
INSERT INTO notification_template_texts (template_id, language, subject, content, sms_text)
SELECT t.template_id, t.language, t.subject, t.content, t.sms_text
FROM (VALUES
  ('registration-confirmation', 'hi-IN',
   'पंजीकरण की पुष्टि: {{registrationId}}',
   E'प्रिय {{name}},\n\nअबेकस प्रतियोगिता के लिए पंजीकरण करने हेतु धन्यवाद। आपकी पंजीकरण ID {{registrationId}} है।\n\nकृपया इसे आगे के संदर्भ के लिए संभालकर रखें।',
   'प्रिय {{name}}, अबेकस प्रतियोगिता के लिए आपके पंजीकरण {{registrationId}} की पुष्टि हो गई है।'),
  ('registration-confirmation', 'ta-IN',
   'பதிவு உறுதிசெய்யப்பட்டது: {{registrationId}}',
   E'அன்புள்ள {{name}},\n\nஅபாகஸ் போட்டிக்குப் பதிவு செய்தமைக்கு நன்றி. உங்கள் பதிவு ID {{registrationId}}.\n\nஎதிர்காலத் தேவைக்காக இதைப் பத்திரமாக வைத்திருக்கவும்.',
   'அன்புள்ள {{name}}, அபாகஸ் போட்டிக்கான உங்கள் பதிவு {{registrationId}} உறுதிசெய்யப்பட்டது.'),
  ('payment-received', 'hi-IN',
   'पंजीकरण {{registrationId}} का भुगतान प्राप्त हुआ',
   E'प्रिय {{name}},\n\nपंजीकरण {{registrationId}} के लिए आपका ₹{{amount}} का भुगतान (भुगतान ID {{paymentId}}) हमें प्राप्त हो गया है।\n\nधन्यवाद।',
   'प्रिय {{name}}, पंजीकरण {{registrationId}} के लिए ₹{{amount}} प्राप्त हुए। रसीद {{receiptNumber}}: {{receiptLink}}'),
  ('payment-received', 'ta-IN',
   'பதிவு {{registrationId}}: கட்டணம் பெறப்பட்டது',
   E'அன்புள்ள {{name}},\n\nபதிவு {{registrationId}} க்கான உங்கள் கட்டணம் ₹{{amount}} (கட்டண ID {{paymentId}}) எங்களுக்குக் கிடைத்துவிட்டது.\n\nநன்றி.',
   'அன்புள்ள {{name}}, பதிவு {{registrationId}}: ₹{{amount}} பெறப்பட்டது. ரசீது {{receiptNumber}}: {{receiptLink}}'),
  ('disqualification-notice', 'hi-IN',
   'पंजीकरण {{registrationId}} अयोग्य घोषित',
   E'प्रिय {{name}},\n\nहमें खेद के साथ सूचित करना पड़ रहा है कि पंजीकरण {{registrationId}} को अयोग्य घोषित कर दिया गया है।\n\nकारण: {{reason}}',
   'प्रिय {{name}}, पंजीकरण {{registrationId}} को अयोग्य घोषित कर दिया गया है। कारण: {{reason}}'),
  ('disqualification-notice', 'ta-IN',
   'பதிவு {{registrationId}} தகுதிநீக்கம் செய்யப்பட்டது',
   E'அன்புள்ள {{name}},\n\nபதிவு {{registrationId}} தகுதிநீக்கம் செய்யப்பட்டுள்ளது என்பதை வருத்தத்துடன் தெரிவித்துக்கொள்கிறோம்.\n\nகாரணம்: {{reason}}',
   'அன்புள்ள {{name}}, பதிவு {{registrationId}} தகுதிநீக்கம் செய்யப்பட்டது. காரணம்: {{reason}}'),
  ('staff-invitation', 'hi-IN',
   'अबेकस एडमिन पोर्टल में आपको आमंत्रित किया गया है',
   E'नमस्ते,\n\n{{invitedBy}} ने आपको अबेकस एडमिन पोर्टल में {{role}} के रूप में आमंत्रित किया है।\n\nअपना पासवर्ड यहाँ सेट करें: {{link}}\n\nयह लिंक केवल एक बार उपयोग किया जा सकता है।',
   ''),
  ('staff-invitation', 'ta-IN',
   'அபாகஸ் நிர்வாகப் போர்ட்டலுக்கு உங்களுக்கு அழைப்பு',
   E'வணக்கம்,\n\n{{invitedBy}} உங்களை அபாகஸ் நிர்வாகப் போர்ட்டலுக்கு {{role}} ஆக அழைத்துள்ளார்.\n\nஉங்கள் கடவுச்சொல்லை இங்கே அமைக்கவும்: {{link}}\n\nஇந்த இணைப்பை ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.',
   ''),
  ('approval-requested', 'hi-IN',
   'अनुमोदन आवश्यक: {{registrationId}} के लिए ₹{{amount}}',
   E'नमस्ते,\n\n{{requestedBy}} ने {{name}} ({{registrationId}}) के ₹{{amount}} के भुगतान की पुष्टि की है, जिसके लिए दूसरे एडमिन का अनुमोदन आवश्यक है।\n\nपोर्टल में अनुमोदन सूची खोलें: {{portalLink}}',
   ''),
  ('approval-requested', 'ta-IN',
   'ஒப்புதல் தேவை: {{registrationId}}, ₹{{amount}}',
   E'வணக்கம்,\n\n{{name}} ({{registrationId}}) அவர்களின் ₹{{amount}} கட்டணத்தை {{requestedBy}} உறுதிப்படுத்தியுள்ளார்; இதற்கு இரண்டாவது நிர்வாகியின் ஒப்புதல் தேவை.\n\nபோர்ட்டலில் ஒப்புதல்கள் பட்டியலைத் திறக்கவும்: {{portalLink}}',
   ''),
  ('disqualification-staff', 'hi-IN',
   'पंजीकरण {{registrationId}} अयोग्य घोषित',
   E'नमस्ते,\n\n{{actor}} ने केंद्र {{centerCode}} के {{name}} ({{registrationId}}) को अयोग्य घोषित किया है।\n\nकारण: {{reason}}',
   ''),
  ('disqualification-staff', 'ta-IN',
   'பதிவு {{registrationId}} தகுதிநீக்கம் செய்யப்பட்டது',
   E'வணக்கம்,\n\n{{centerCode}} மையத்தைச் சேர்ந்த {{name}} ({{registrationId}}) அவர்களை {{actor}} தகுதிநீக்கம் செய்துள்ளார்.\n\nகாரணம்: {{reason}}',
   ''),
  ('export-ready', 'hi-IN',
   'आपका {{kind}} निर्यात तैयार है',
   E'नमस्ते,\n\nआपका माँगा हुआ {{kind}} निर्यात सेटिंग्स, डेटा से डाउनलोड करने के लिए तैयार है: {{portalLink}}',
   ''),
  ('export-ready', 'ta-IN',
   'உங்கள் {{kind}} ஏற்றுமதி தயாராக உள்ளது',
   E'வணக்கம்,\n\nநீங்கள் கேட்ட {{kind}} ஏற்றுமதியை அமைப்புகள், தரவு பகுதியிலிருந்து பதிவிறக்கலாம்: {{portalLink}}',
   ''),
  ('second-factor-reset', 'hi-IN',
   'अबेकस एडमिन पोर्टल के लिए आपकी पासकी हटा दी गई हैं',
   E'नमस्ते,\n\n{{resetBy}} ने आपकी पासकी हटा दी हैं और हर डिवाइस पर आपको अबेकस एडमिन पोर्टल से साइन आउट कर दिया है।\n\nअपने पासवर्ड से फिर से साइन इन करें और प्रोफ़ाइल, सुरक्षा में नई पासकी जोड़ें: {{portalLink}}\n\nयदि आपने यह नहीं माँगा था, तो तुरंत किसी दूसरे एडमिन को बताएँ।',
   ''),
  ('second-factor-reset', 'ta-IN',
   'அபாகஸ் நிர்வாகப் போர்ட்டலுக்கான உங்கள் பாஸ்கீகள் நீக்கப்பட்டன',
   E'வணக்கம்,\n\n{{resetBy}} உங்கள் பாஸ்கீகளை நீக்கி, எல்லாச் சாதனங்களிலும் அபாகஸ் நிர்வாகப் போர்ட்டலிலிருந்து உங்களை வெளியேற்றியுள்ளார்.\n\nஉங்கள் கடவுச்சொல்லுடன் மீண்டும் உள்நுழைந்து, சுயவிவரம், பாதுகாப்பு பகுதியில் புதிய பாஸ்கீயைச் சேர்க்கவும்: {{portalLink}}\n\nஇதை நீங்கள் கேட்கவில்லை என்றால், உடனே மற்றொரு நிர்வாகியிடம் தெரிவிக்கவும்.',
   '')
) AS t (template_id, language, subject, content, sms_text)
WHERE t.template_id IN (SELECT id FROM notification_templates);
