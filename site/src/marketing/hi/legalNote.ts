/** The line every Hindi legal document opens with: the English text is the binding one. */
export const ENGLISH_PREVAILS =
  'यह हिंदी अनुवाद आपकी सुविधा के लिए है। अंग्रेज़ी और हिंदी पाठ में कोई अंतर हो, तो अंग्रेज़ी पाठ मान्य होगा।';
