// pdfmake 0.2's server-side entry has no types of its own (@types/pdfmake describes 0.3).
declare module 'pdfmake/src/printer.js' {
  import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

  interface PdfKitDocument extends NodeJS.ReadableStream {
    end(): void;
  }

  export default class PdfPrinter {
    constructor(fonts: TFontDictionary);
    createPdfKitDocument(definition: TDocumentDefinitions, options?: Record<string, unknown>): PdfKitDocument;
  }
}
