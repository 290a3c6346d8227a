//! Drawing on A4 pages with printpdf: text in the embedded DejaVu Sans Condensed (regular and bold),
//! lines, frames and grey fills, with coordinates in points from the top-left corner.
//!
//! The fonts (`assets/fonts/`, see its README) are DejaVu Sans Condensed cut down once with fontTools to
//! Latin (Basic, Latin-1, Extended-A, Extended-B, Extended Additional), Greek and Cyrillic, so every
//! name in a European registry prints as written; printpdf embeds them again subset to the glyphs each
//! document uses. Text is measured with ttf-parser (the parser printpdf itself reads the fonts with),
//! so cells can centre, shorten and wrap it.

use printpdf::lopdf::content::Operation;
use printpdf::lopdf::Object;
use printpdf::{
    ImageTransform, ImageXObject, IndirectFontRef, Mm, PdfDocument, PdfDocumentReference,
    PdfLayerReference,
};

/// A4 in points.
pub const PAGE_WIDTH: f32 = 595.28;
pub const PAGE_HEIGHT: f32 = 841.89;
const MM_PER_PT: f32 = 25.4 / 72.0;

/// One embedded face. Bold is drawn from it as fill + a thin stroke (PDF text rendering mode 2): a
/// second face would weigh on the PDF worker, which has a size budget (benches/README.md, "Sizes").
static REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSansCondensed.ttf");
/// Stroke width of synthetic bold, as a share of the font size.
const BOLD_STROKE: f32 = 0.04;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// Glyph advances of one face, in font units, for the characters the face has.
struct Metrics {
    face: ttf_parser::Face<'static>,
    units: f32,
}

impl Metrics {
    fn new(data: &'static [u8]) -> Option<Metrics> {
        let face = ttf_parser::Face::parse(data, 0).ok()?;
        let units = face.units_per_em() as f32;
        Some(Metrics { face, units })
    }

    fn has(&self, c: char) -> bool {
        self.face.glyph_index(c).is_some()
    }

    /// Width in points at `size` (a character the face lacks is printed, and measured, as `?`).
    fn width(&self, text: &str, size: f32) -> f32 {
        let units: u32 = text
            .chars()
            .map(|c| {
                let g = self
                    .face
                    .glyph_index(c)
                    .or_else(|| self.face.glyph_index('?'));
                g.and_then(|g| self.face.glyph_hor_advance(g)).unwrap_or(0) as u32
            })
            .sum();
        units as f32 * size / self.units
    }
}

/// The face's metrics, parsed once (bold is the same face, stroked).
pub struct Fonts {
    regular: Metrics,
}

impl Fonts {
    /// The embedded faces; `None` only if the font files built into the program are damaged.
    pub fn load() -> Option<Fonts> {
        Some(Fonts {
            regular: Metrics::new(REGULAR)?,
        })
    }

    fn of(&self, font: Font) -> &Metrics {
        match font {
            Font::Regular | Font::Bold => &self.regular,
        }
    }

    /// Width in points of a text at a font size.
    pub fn width(&self, text: &str, font: Font, size: f32) -> f32 {
        self.of(font).width(&self.printable(text, font), size)
    }

    /// The text as it prints: control characters and tabs as spaces, characters the font lacks as `?`.
    pub fn printable(&self, text: &str, font: Font) -> String {
        let m = self.of(font);
        text.chars()
            .map(|c| {
                if c.is_whitespace() || c.is_control() {
                    ' '
                } else if m.has(c) {
                    c
                } else {
                    '?'
                }
            })
            .collect()
    }

    /// The text shortened with "…" so that it fits `max` points.
    pub fn fit(&self, text: &str, font: Font, size: f32, max: f32) -> String {
        let text = self.printable(text, font);
        let m = self.of(font);
        if m.width(&text, size) <= max {
            return text;
        }
        let mut chars: Vec<char> = text.chars().collect();
        let ellipsis = m.width("…", size);
        while !chars.is_empty() && m.width(&chars.iter().collect::<String>(), size) + ellipsis > max
        {
            chars.pop();
        }
        let mut s: String = chars.into_iter().collect();
        s.push('…');
        s
    }

    /// The text broken into lines of at most `max` points, at spaces (and after hyphens and slashes);
    /// a word longer than a line is broken between letters. Nothing is dropped.
    pub fn wrap(&self, text: &str, font: Font, size: f32, max: f32) -> Vec<String> {
        let text = self.printable(text, font);
        let m = self.of(font);
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for word in split_keep(&text) {
            let candidate = format!("{line}{word}");
            if m.width(candidate.trim_end(), size) <= max || line.is_empty() {
                line = candidate;
            } else {
                lines.push(line.trim_end().to_string());
                line = word.trim_start().to_string();
            }
            // A single word wider than the line: break it between letters.
            while m.width(line.trim_end(), size) > max && line.chars().count() > 1 {
                let mut head = String::new();
                let mut rest = String::new();
                for c in line.chars() {
                    let next = format!("{head}{c}");
                    if rest.is_empty() && (head.is_empty() || m.width(&next, size) <= max) {
                        head = next;
                    } else {
                        rest.push(c);
                    }
                }
                if rest.is_empty() {
                    break;
                }
                lines.push(head);
                line = rest;
            }
        }
        if !line.trim().is_empty() || lines.is_empty() {
            lines.push(line.trim_end().to_string());
        }
        lines
    }
}

/// Words with the separator that follows them (space, hyphen, slash), so that joining gives the text.
fn split_keep(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in text.chars() {
        cur.push(c);
        if matches!(c, ' ' | '-' | '/') {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// A greyscale image to place on pages (the club's logo), decoded once.
#[derive(Clone, Debug)]
pub struct Picture {
    pub width: u32,
    pub height: u32,
    /// 8-bit grey, row by row.
    pub gray: Vec<u8>,
}

/// A document being drawn, page by page.
pub struct Canvas<'f> {
    doc: PdfDocumentReference,
    regular: IndirectFontRef,
    pub fonts: &'f Fonts,
    layer: Option<PdfLayerReference>,
    pages: usize,
}

/// Points to printpdf's millimetres.
fn mm(pt: f32) -> Mm {
    Mm(pt * MM_PER_PT)
}

fn real(v: f32) -> Object {
    Object::Real(v)
}

impl<'f> Canvas<'f> {
    pub fn new(title: &str, fonts: &'f Fonts) -> Result<Canvas<'f>, String> {
        let doc = PdfDocument::empty(title).with_producer("Raduno");
        let regular = doc
            .add_external_font(REGULAR)
            .map_err(|e| format!("font: {e}"))?;
        Ok(Canvas {
            doc,
            regular,
            fonts,
            layer: None,
            pages: 0,
        })
    }

    pub fn add_page(&mut self) {
        let (page, layer) = self.doc.add_page(mm(PAGE_WIDTH), mm(PAGE_HEIGHT), "page");
        self.layer = Some(self.doc.get_page(page).get_layer(layer));
        self.pages += 1;
    }

    fn op(&mut self, name: &str, operands: Vec<Object>) {
        if self.layer.is_none() {
            self.add_page();
        }
        if let Some(layer) = &self.layer {
            layer.add_operation(Operation::new(name, operands));
        }
    }

    /// Text whose baseline starts at (`x`, `y`) from the top-left.
    pub fn text(&mut self, x: f32, y: f32, size: f32, font: Font, text: &str) {
        let printable = self.fonts.printable(text, font);
        self.raw_text(x, y, size, font, &printable);
    }

    fn raw_text(&mut self, x: f32, y: f32, size: f32, font: Font, text: &str) {
        if text.trim().is_empty() {
            return;
        }
        let bold = font == Font::Bold;
        if bold {
            // Synthetic bold: black fill and a thin black stroke of the same glyphs.
            self.op("q", vec![]);
            self.op("G", vec![real(0.0)]);
            self.op("w", vec![real(size * BOLD_STROKE)]);
        }
        self.op("BT", vec![]);
        let face = self.regular.clone();
        if let Some(layer) = &self.layer {
            layer.set_font(&face, size);
        }
        if bold {
            self.op("Tr", vec![Object::Integer(2)]);
        }
        self.op("Td", vec![real(x), real(PAGE_HEIGHT - y)]);
        if let Some(layer) = &self.layer {
            layer.write_text(text, &face);
        }
        self.op("ET", vec![]);
        if bold {
            self.op("Q", vec![]);
        }
    }

    /// Text fitted into the cell from `x` to `x + w` (shortened with "…" if needed) and aligned in it.
    pub fn text_in(
        &mut self,
        (x, w): (f32, f32),
        y: f32,
        size: f32,
        font: Font,
        align: Align,
        text: &str,
    ) {
        let pad = 3.0;
        let fitted = self.fonts.fit(text, font, size, (w - 2.0 * pad).max(0.0));
        let tw = self.fonts.of(font).width(&fitted, size);
        let tx = match align {
            Align::Left => x + pad,
            Align::Center => x + (w - tw) / 2.0,
            Align::Right => x + w - pad - tw,
        };
        self.raw_text(tx, y, size, font, &fitted);
    }

    /// Like [`Canvas::text_in`], but a text too wide for the cell is first set smaller (down to 70% of
    /// `size`, at least 6 points) so that names print whole wherever they can.
    pub fn text_shrunk_in(
        &mut self,
        (x, w): (f32, f32),
        y: f32,
        size: f32,
        font: Font,
        align: Align,
        text: &str,
    ) {
        let avail = (w - 6.0).max(0.0);
        let natural = self.fonts.width(text, font, size);
        let size = if natural > avail && natural > 0.0 {
            (size * avail / natural)
                .max((size * 0.7).max(6.0))
                .min(size)
        } else {
            size
        };
        self.text_in((x, w), y, size, font, align, text);
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32) {
        self.op("w", vec![real(width)]);
        self.op("m", vec![real(x1), real(PAGE_HEIGHT - y1)]);
        self.op("l", vec![real(x2), real(PAGE_HEIGHT - y2)]);
        self.op("S", vec![]);
    }

    pub fn dashed_line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32) {
        self.op(
            "d",
            vec![
                Object::Array(vec![real(4.0), real(3.0)]),
                Object::Integer(0),
            ],
        );
        self.line(x1, y1, x2, y2, 0.5);
        self.op("d", vec![Object::Array(vec![]), Object::Integer(0)]);
    }

    /// A rectangle outline; (`x`, `y`) is its top-left corner.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, width: f32) {
        self.op("w", vec![real(width)]);
        self.op(
            "re",
            vec![real(x), real(PAGE_HEIGHT - y - h), real(w), real(h)],
        );
        self.op("S", vec![]);
    }

    /// A rectangle filled with a grey level (0 black, 1 white).
    pub fn fill(&mut self, x: f32, y: f32, w: f32, h: f32, gray: f32) {
        self.op("g", vec![real(gray)]);
        self.op(
            "re",
            vec![real(x), real(PAGE_HEIGHT - y - h), real(w), real(h)],
        );
        self.op("f", vec![]);
        self.op("g", vec![real(0.0)]);
    }

    /// The picture scaled to fit a `w` × `h` box whose top-left corner is (`x`, `y`), keeping its
    /// proportions; returns the width it takes.
    pub fn picture(&mut self, pic: &Picture, x: f32, y: f32, w: f32, h: f32) -> f32 {
        if pic.width == 0 || pic.height == 0 {
            return 0.0;
        }
        if self.layer.is_none() {
            self.add_page();
        }
        let scale = (w / pic.width as f32).min(h / pic.height as f32);
        let (pw, ph) = (pic.width as f32 * scale, pic.height as f32 * scale);
        let image = ImageXObject {
            width: printpdf::Px(pic.width as usize),
            height: printpdf::Px(pic.height as usize),
            color_space: printpdf::ColorSpace::Greyscale,
            bits_per_component: printpdf::ColorBits::Bit8,
            interpolate: true,
            image_data: pic.gray.clone(),
            image_filter: None,
            smask: None,
            clipping_bbox: None,
        };
        if let Some(layer) = &self.layer {
            // printpdf places an image at 1 px = 1 pt at 72 dpi; the scale makes it fit the box.
            printpdf::Image::from(image).add_to_layer(
                layer.clone(),
                ImageTransform {
                    translate_x: Some(mm(x)),
                    translate_y: Some(mm(PAGE_HEIGHT - y - ph)),
                    scale_x: Some(scale),
                    scale_y: Some(scale),
                    dpi: Some(72.0),
                    rotate: None,
                },
            );
        }
        pw
    }

    /// The PDF file.
    pub fn finish(mut self) -> Result<Vec<u8>, String> {
        if self.pages == 0 {
            self.add_page();
        }
        drop(self.layer.take());
        let mut bytes = self.doc.save_to_bytes().map_err(|e| format!("PDF: {e}"))?;
        // printpdf declares PDF 1.3; what these files use (CID fonts, images, no transparency) is all in
        // 1.3, and 1.4 is what every reader expects and what Raduno always wrote.
        if bytes.starts_with(b"%PDF-1.3") {
            bytes[7] = b'4';
        }
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_has_every_european_letter() {
        let f = Fonts::load().expect("fonts");
        let names =
            "Łukasz Żółć Ștefan Țărână Győző Őrsi Jiří Řehoř Žygimantas Ąžuolas Þórður Ðagur \
                     Ελένη Παπαδοπούλου Дмитрий Шостакович àèéìòù ÀÈÉÌÒÙ €–’";
        assert_eq!(f.printable(names, Font::Regular), names);
        assert_eq!(f.printable(names, Font::Bold), names);
        assert_eq!(f.printable("日本\t", Font::Regular), "?? ");
    }

    #[test]
    fn long_text_is_shortened_and_wrapped_whole() {
        let f = Fonts::load().expect("fonts");
        let long = "ASSOCIAZIONE LUDICA CULTURALE Il Grande Gufo Reale di Castelnuovo";
        let fitted = f.fit(long, Font::Regular, 10.0, 100.0);
        assert!(f.width(&fitted, Font::Regular, 10.0) <= 100.0);
        assert!(fitted.ends_with('…'));
        let lines = f.wrap(long, Font::Regular, 10.0, 100.0);
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(f.width(l, Font::Regular, 10.0) <= 100.0, "{l}");
        }
        assert_eq!(lines.join(" "), long);
        let word = "Supercalifragilistichespiralidoso".repeat(3);
        let lines = f.wrap(&word, Font::Bold, 10.0, 60.0);
        assert_eq!(lines.concat(), word);
        assert_eq!(f.wrap("", Font::Regular, 10.0, 50.0), vec![String::new()]);
    }
}
