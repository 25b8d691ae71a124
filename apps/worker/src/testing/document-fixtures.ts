import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import JSZip from 'jszip';

/** Real documents made in memory: the server checks bytes and the worker parses them for real. */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A PDF object: a dictionary (or any PDF value) as text, or a stream with its dictionary. */
type PdfObject = string | { dict: string; stream: Buffer };

/**
 * A PDF file from its objects, numbered 1..n in order (object 1 is the catalog): the header, the
 * objects, the cross-reference table with each object's byte offset, and the trailer.
 */
function pdfFile(objects: PdfObject[], version = '1.4'): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  const push = (chunk: string | Buffer) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(b);
    length += b.length;
  };
  push(`%PDF-${version}\n`);
  const offsets = objects.map((o, i) => {
    const at = length;
    if (typeof o === 'string') push(`${i + 1} 0 obj\n${o}\nendobj\n`);
    else {
      push(`${i + 1} 0 obj\n${o.dict}\nstream\n`);
      push(o.stream);
      push('\nendstream\nendobj\n');
    }
    return at;
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

export function textPdf(pages: string[]): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  const font = 3 + pages.length * 2;
  pages.forEach((text, i) => {
    const pageObj = 3 + i * 2;
    const contentObj = pageObj + 1;
    kids.push(`${pageObj} 0 R`);
    const lines = text
      .split('\n')
      .map((l, j) => `BT /F1 12 Tf 72 ${720 - j * 16} Td (${l.replace(/[()\\]/g, '\\$&')}) Tj ET`)
      .join('\n');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentObj} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`);
    objects.push(`<< /Length ${lines.length} >>\nstream\n${lines}\nendstream`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  return pdfFile(objects);
}

/** A scanned page: a PDF whose only page is a JPEG picture of text (no text layer at all). */
export function scannedPdf(lines: string[]): Buffer {
  const canvas = createCanvas(1200, 120 + lines.length * 70);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'black';
  ctx.font = '44px "DejaVu Sans", sans-serif';
  lines.forEach((l, i) => ctx.fillText(l, 40, 90 + i * 70));
  const jpeg = canvas.toBuffer('image/jpeg', 95);
  const w = canvas.width;
  const h = canvas.height;
  const draw = `q ${w / 2} 0 0 ${h / 2} 0 0 cm /Im1 Do Q`;
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w / 2} ${h / 2}] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>`,
    { dict: `<< /Length ${draw.length} >>`, stream: Buffer.from(draw, 'latin1') },
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
      stream: jpeg,
    },
  ]);
}

/** A picture of text, as a phone photo of a printed page would be (clean, for a stable OCR). */
export function textPng(lines: string[]): Buffer {
  const canvas = createCanvas(1200, 80 + lines.length * 60);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'black';
  ctx.font = '40px "DejaVu Sans", sans-serif';
  lines.forEach((l, i) => ctx.fillText(l, 30, 70 + i * 60));
  return canvas.toBuffer('image/png');
}

export async function docx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${esc(p)}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A Word document of paragraphs and tables (a table is its rows of cells), as a visitor's one-pager with a Problem / Solution table. */
export async function docxWithTables(blocks: (string | string[][])[]): Promise<Buffer> {
  const paragraph = (p: string) => `<w:p><w:r><w:t xml:space="preserve">${esc(p)}</w:t></w:r></w:p>`;
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? paragraph(b)
        : `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${b.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`,
    )
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function pptx(slides: string[][]): Promise<Buffer> {
  const zip = new JSZip();
  const overrides = slides
    .map((_s, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`)
    .join('');
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>${overrides}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/></Relationships>',
  );
  zip.file(
    'ppt/presentation.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  );
  slides.forEach((paragraphs, i) => {
    const ps = paragraphs.map((p) => `<a:p><a:r><a:t>${esc(p)}</a:t></a:r></a:p>`).join('');
    zip.file(
      `ppt/slides/slide${i + 1}.xml`,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${ps}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A real DOCX whose document part inflates to `megabytes` of spaces. */
export async function zipBombDocx(megabytes = 200): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await docx(['placeholder']));
  zip.file('word/document.xml', Buffer.alloc(megabytes * 1024 * 1024, 0x20));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** Starts like a PDF, then is garbage. */
export function corruptPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), Buffer.alloc(4096, 0xa7)]);
}

/** `side`×`side` gray pixels of zeros, deflated: a few hundred KB that decode to side² bytes. */
function deflatedZeros(side: number, filterBytePerRow: boolean): Buffer {
  const row = side + (filterBytePerRow ? 1 : 0);
  return deflateSync(Buffer.alloc(row * side), { level: 9 });
}

/** A real PNG declaring `side`×`side` pixels (12000: 140 KB on disk, 144 MP decoded). */
export function pngBomb(side = 12_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflatedZeros(side, true)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A BMP whose header declares `side`×`side` 8-bit pixels in RLE (a few bytes that decode to side² bytes). */
export function bmpBomb(side = 30_000): Buffer {
  const palette = Buffer.alloc(256 * 4);
  const rle = Buffer.from([0, 1]); // end of bitmap
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + palette.length + rle.length, 2);
  header.writeUInt32LE(54 + palette.length, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(side, 18);
  header.writeInt32LE(side, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(8, 28);
  header.writeUInt32LE(1, 30); // BI_RLE8
  header.writeUInt32LE(rle.length, 34);
  return Buffer.concat([header, palette, rle]);
}

/**
 * A PDF whose pages are `textPages` (text) followed by one page showing a `side`×`side` gray
 * picture stored deflated (12000: ~140 KB on disk, 144 MP decoded).
 */
export function pdfWithPicture(side = 12_000, textPages: string[] = []): Buffer {
  const pageCount = textPages.length + 1;
  const kids = Array.from({ length: pageCount }, (_x, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  textPages.forEach((text, i) => {
    const content = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    objects.push({ dict: `<< /Length ${content.length} >>`, stream: Buffer.from(content, 'latin1') });
  });
  const pageObj = 4 + textPages.length * 2;
  const draw = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  const pixels = deflatedZeros(side, false);
  objects.push(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageObj + 1} 0 R /Resources << /XObject << /Im1 ${pageObj + 2} 0 R >> >> >>`,
    { dict: `<< /Length ${draw.length} >>`, stream: Buffer.from(draw, 'latin1') },
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>`,
      stream: pixels,
    },
  );
  return pdfFile(objects);
}

/** A PDF of `count` pages, each with one line of text: page caps must apply before pages are read. */
export function manyPagePdf(count: number): Buffer {
  return textPdf(Array.from({ length: count }, (_x, i) => `Page ${i + 1}`));
}

/**
 * `count` pages of which only the first `readable` exist: the page tree names the rest, but
 * their objects are missing, so a reader that touches any of them fails.
 */
export function pdfWithUnreadableTail(readable: number, count: number): Buffer {
  const pdf = textPdf(Array.from({ length: readable }, (_x, i) => `Page ${i + 1}`)).toString('latin1');
  const missing = Array.from({ length: count - readable }, (_x, i) => `${900_000 + i} 0 R`).join(' ');
  return Buffer.from(
    pdf.replace(/\/Kids \[([^\]]*)\] \/Count \d+/, (_m, kids: string) => `/Kids [${kids} ${missing}] /Count ${count}`),
    'latin1',
  );
}

/**
 * A grayscale TIFF whose image file directory sits after its pixels, as ImageMagick writes it:
 * past the first 64 KB when the picture is larger than that.
 */
export function tiffWithDirectoryAtEnd(pixels: Uint8Array, width: number, height: number): Buffer {
  const entries: [tag: number, type: number, value: number][] = [
    [256, 4, width],
    [257, 4, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 8],
    [277, 3, 1],
    [278, 4, height],
    [279, 4, pixels.length],
  ];
  const ifdOffset = 8 + pixels.length + (pixels.length % 2);
  const header = Buffer.alloc(8);
  header.write('II*\0', 0, 'latin1');
  header.writeUInt32LE(ifdOffset, 4);
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], i) => {
    const o = 2 + i * 12;
    ifd.writeUInt16LE(tag, o);
    ifd.writeUInt16LE(type, o + 2);
    ifd.writeUInt32LE(1, o + 4);
    if (type === 3) ifd.writeUInt16LE(value, o + 8);
    else ifd.writeUInt32LE(value, o + 8);
  });
  return Buffer.concat([header, pixels, Buffer.alloc(pixels.length % 2), ifd]);
}

/** A picture of text as an uncompressed grayscale TIFF with its directory at the end. */
export function textTiff(lines: string[]): Buffer {
  const canvas = createCanvas(1200, 80 + lines.length * 60);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'black';
  ctx.font = '40px "DejaVu Sans", sans-serif';
  lines.forEach((l, i) => ctx.fillText(l, 30, 70 + i * 60));
  const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  const gray = new Uint8Array(canvas.width * canvas.height);
  for (let p = 0; p < gray.length; p++) gray[p] = rgba[p * 4]!;
  return tiffWithDirectoryAtEnd(gray, canvas.width, canvas.height);
}

/** A one-page PDF form (AcroForm) whose text fields hold typed answers, labelled by their tooltips. */
export function filledPdfForm(fields: { name: string; label: string; value: string }[]): Buffer {
  const objects: string[] = [];
  const fieldRefs = fields.map((_f, i) => `${5 + i} 0 R`).join(' ');
  objects.push(`<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [${fieldRefs}] /NeedAppearances true >> >>`);
  objects.push('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  const heading = 'BT /F1 16 Tf 72 740 Td (Innovation intake form) Tj ET';
  objects.push(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [${fieldRefs}] /Resources << /Font << /F1 ${5 + fields.length} 0 R >> >> >>`,
  );
  objects.push(`<< /Length ${heading.length} >>\nstream\n${heading}\nendstream`);
  const pdfString = (s: string) => `(${s.replace(/[()\\]/g, '\\$&')})`;
  fields.forEach((f, i) => {
    const y = 680 - i * 60;
    objects.push(
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T ${pdfString(f.name)} /TU ${pdfString(f.label)} /V ${pdfString(f.value)} /Rect [72 ${y} 540 ${y + 40}] /P 3 0 R /F 4 /DA (/F1 10 Tf 0 g) >>`,
    );
  });
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  return pdfFile(objects, '1.7');
}

/** A one-page, two-column PDF written line by line across both columns (as many layout tools write it). */
export function twoColumnPdf(title: string, left: string[], right: string[]): Buffer {
  const esc = (s: string) => s.replace(/[()\\]/g, '\\$&');
  const rows = Math.max(left.length, right.length);
  const ops = [`BT /F1 16 Tf 72 740 Td (${esc(title)}) Tj ET`];
  for (let r = 0; r < rows; r++) {
    const y = 700 - r * 14;
    if (left[r]) ops.push(`BT /F1 10 Tf 54 ${y} Td (${esc(left[r]!)}) Tj ET`);
    if (right[r]) ops.push(`BT /F1 10 Tf 320 ${y} Td (${esc(right[r]!)}) Tj ET`);
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfFile(objects);
}
