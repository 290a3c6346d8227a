//! The organising club's logo on the score sheets: a PNG or JPEG chosen in the settings, stored with the
//! tournament as a `data:` URL ([`Settings::logo`](raduno_engine::model::Settings)).
//!
//! [`check`] is the cheap test the settings page runs (type, size, magic bytes: no decoding, so the web
//! app's first load carries no image decoder); [`picture`] decodes it for the PDF, with limits checked
//! before anything is allocated, turns it to grey on white (the sheets print in black and white) and
//! scales it down to what a 2.5 cm logo needs, so a page holds a few kilobytes, not the whole file.

// Without the `pdf` feature (the web app, the workbook worker) only the requests, file names and checks
// are here; what draws is in the PDF worker.
#![cfg_attr(not(feature = "pdf"), allow(dead_code, unused_imports))]

#[cfg(feature = "pdf")]
use super::pdf_draw::Picture;
#[cfg(feature = "pdf")]
use printpdf::image_crate::codecs::{jpeg::JpegDecoder, png::PngDecoder};
#[cfg(feature = "pdf")]
use printpdf::image_crate::{ColorType, ImageDecoder};
use raduno_engine::i18n::msg;

/// The largest logo file accepted (bytes of the image, before base64). Every change of the settings
/// is kept in the tournament's journal with the logo in it, so it stays small.
pub const MAX_BYTES: usize = 100 * 1024;
/// The largest picture decoded, in pixels per side.
const MAX_SIDE: u32 = 4096;
/// Longest side of the picture placed on the pages (about 240 dpi at 2.5 cm).
const PRINT_SIDE: u32 = 240;

/// Why a logo is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogoProblem {
    /// Not a PNG or JPEG `data:` URL.
    NotPngOrJpeg,
    /// Larger than [`MAX_BYTES`]; holds the size in bytes.
    TooLarge(usize),
    /// The image could not be read.
    Unreadable,
}

impl LogoProblem {
    pub fn text(&self, lang: raduno_engine::i18n::Lang) -> String {
        match self {
            LogoProblem::NotPngOrJpeg => msg::IoLogoWrongKind.str(lang).into(),
            LogoProblem::TooLarge(n) => msg::IoLogoTooLarge {
                div_ceil: &n.div_ceil(1024),
                value: &(MAX_BYTES / 1024),
            }
            .text(lang),
            LogoProblem::Unreadable => msg::IoLogoUnreadable.str(lang).into(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Png,
    Jpeg,
}

/// The image bytes of a `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL.
fn parse(data_url: &str) -> Result<(Kind, Vec<u8>), LogoProblem> {
    let rest = data_url
        .strip_prefix("data:")
        .ok_or(LogoProblem::NotPngOrJpeg)?;
    let (head, body) = rest.split_once(',').ok_or(LogoProblem::NotPngOrJpeg)?;
    let kind = match head.to_ascii_lowercase().as_str() {
        "image/png;base64" => Kind::Png,
        "image/jpeg;base64" | "image/jpg;base64" => Kind::Jpeg,
        _ => return Err(LogoProblem::NotPngOrJpeg),
    };
    // Check the size the text announces before decoding it.
    let announced = body.len() / 4 * 3;
    if announced > MAX_BYTES + 3 {
        return Err(LogoProblem::TooLarge(announced));
    }
    let bytes = base64(body).ok_or(LogoProblem::Unreadable)?;
    if bytes.len() > MAX_BYTES {
        return Err(LogoProblem::TooLarge(bytes.len()));
    }
    let magic_ok = match kind {
        Kind::Png => bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        Kind::Jpeg => bytes.starts_with(&[0xff, 0xd8, 0xff]),
    };
    if !magic_ok {
        return Err(LogoProblem::NotPngOrJpeg);
    }
    Ok((kind, bytes))
}

/// Standard base64 (with or without padding, whitespace ignored); `None` on any other character.
fn base64(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' | b' ' | b'\n' | b'\r' | b'\t' => continue,
            _ => return None,
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

/// An image file as the `data:` URL the settings keep (PNG or JPEG, by its first bytes), checked as
/// [`check`] does.
pub fn data_url(bytes: &[u8]) -> Result<String, LogoProblem> {
    let mime = if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        "image/png"
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        "image/jpeg"
    } else {
        return Err(LogoProblem::NotPngOrJpeg);
    };
    if bytes.len() > MAX_BYTES {
        return Err(LogoProblem::TooLarge(bytes.len()));
    }
    const T: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut s = format!("data:{mime};base64,");
    for c in bytes.chunks(3) {
        let n = (c[0] as u32) << 16
            | (*c.get(1).unwrap_or(&0) as u32) << 8
            | *c.get(2).unwrap_or(&0) as u32;
        for i in 0..4 {
            if i <= c.len() {
                s.push(T[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                s.push('=');
            }
        }
    }
    Ok(s)
}

/// The settings page's check: a PNG or JPEG `data:` URL of at most [`MAX_BYTES`] (not decoded).
pub fn check(data_url: &str) -> Result<(), LogoProblem> {
    parse(data_url).map(|_| ())
}

#[cfg(feature = "pdf")]
/// Reads the decoder's pixels as grey on white, after checking the size it claims.
fn gray_of<'a>(d: impl ImageDecoder<'a>) -> Result<Picture, LogoProblem> {
    let (w, h) = d.dimensions();
    if w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE {
        return Err(LogoProblem::Unreadable);
    }
    let color = d.color_type();
    let channels = color.channel_count() as usize;
    let wide = color.bytes_per_pixel() as usize == 2 * channels;
    let total = usize::try_from(d.total_bytes()).map_err(|_| LogoProblem::Unreadable)?;
    if total != w as usize * h as usize * color.bytes_per_pixel() as usize {
        return Err(LogoProblem::Unreadable);
    }
    let mut buf = vec![0u8; total];
    d.read_image(&mut buf)
        .map_err(|_| LogoProblem::Unreadable)?;
    let step = if wide { 2 } else { 1 };
    // 16-bit samples are native-endian: take the high byte.
    let sample = |px: &[u8], i: usize| -> u32 {
        if wide {
            (u16::from_ne_bytes([px[2 * i], px[2 * i + 1]]) >> 8) as u32
        } else {
            px[i] as u32
        }
    };
    let has_alpha = matches!(
        color,
        ColorType::La8 | ColorType::La16 | ColorType::Rgba8 | ColorType::Rgba16
    );
    let gray: Vec<u8> = buf
        .chunks_exact(channels * step)
        .map(|px| {
            let luma = if channels >= 3 {
                (299 * sample(px, 0) + 587 * sample(px, 1) + 114 * sample(px, 2)) / 1000
            } else {
                sample(px, 0)
            };
            let alpha = if has_alpha {
                sample(px, channels - 1)
            } else {
                255
            };
            // Transparent parts are the paper's white.
            ((luma * alpha + 255 * (255 - alpha)) / 255) as u8
        })
        .collect();
    Ok(Picture {
        width: w,
        height: h,
        gray,
    })
}

#[cfg(feature = "pdf")]
/// Box-filter reduction so that the longest side is at most [`PRINT_SIDE`].
fn shrink(p: Picture) -> Picture {
    let side = p.width.max(p.height);
    if side <= PRINT_SIDE {
        return p;
    }
    let (w, h) = (
        (p.width as u64 * PRINT_SIDE as u64 / side as u64).max(1) as u32,
        (p.height as u64 * PRINT_SIDE as u64 / side as u64).max(1) as u32,
    );
    let mut gray = Vec::with_capacity(w as usize * h as usize);
    for y in 0..h {
        let (y0, y1) = (
            y * p.height / h,
            ((y + 1) * p.height / h).max(y * p.height / h + 1),
        );
        for x in 0..w {
            let (x0, x1) = (
                x * p.width / w,
                ((x + 1) * p.width / w).max(x * p.width / w + 1),
            );
            let (mut sum, mut n) = (0u64, 0u64);
            for yy in y0..y1.min(p.height) {
                for xx in x0..x1.min(p.width) {
                    sum += p.gray[(yy * p.width + xx) as usize] as u64;
                    n += 1;
                }
            }
            gray.push(sum.checked_div(n).unwrap_or(255) as u8);
        }
    }
    Picture {
        width: w,
        height: h,
        gray,
    }
}

#[cfg(feature = "pdf")]
/// The logo as a grey picture ready for the pages.
pub fn picture(data_url: &str) -> Result<Picture, LogoProblem> {
    let (kind, bytes) = parse(data_url)?;
    let cursor = std::io::Cursor::new(bytes);
    let pic = match kind {
        Kind::Png => gray_of(PngDecoder::new(cursor).map_err(|_| LogoProblem::Unreadable)?)?,
        Kind::Jpeg => gray_of(JpegDecoder::new(cursor).map_err(|_| LogoProblem::Unreadable)?)?,
    };
    Ok(shrink(pic))
}

#[cfg(feature = "pdf")]
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_decodes_with_and_without_padding() {
        assert_eq!(base64("TWFu").unwrap(), b"Man");
        assert_eq!(base64("TWE=").unwrap(), b"Ma");
        assert_eq!(base64("TQ==").unwrap(), b"M");
        assert_eq!(base64("TQ").unwrap(), b"M");
        assert!(base64("T*==").is_none());
    }

    #[test]
    fn only_small_png_and_jpeg_pass() {
        assert_eq!(
            check("data:image/gif;base64,R0lG"),
            Err(LogoProblem::NotPngOrJpeg)
        );
        assert_eq!(check("hello"), Err(LogoProblem::NotPngOrJpeg));
        // A "PNG" whose bytes are not a PNG.
        assert_eq!(
            check("data:image/png;base64,TWFu"),
            Err(LogoProblem::NotPngOrJpeg)
        );
        let big = "A".repeat(200 * 1024);
        assert!(matches!(
            check(&format!("data:image/png;base64,{big}")),
            Err(LogoProblem::TooLarge(_))
        ));
    }

    #[test]
    fn a_damaged_png_is_refused_without_panic() {
        let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
        bytes.extend_from_slice(&[0, 0, 0, 13, b'I', b'H', b'D', b'R', 0xff, 0xff, 0xff, 0xff]);
        let url = data_url(&bytes).expect("a PNG signature");
        assert!(check(&url).is_ok());
        assert_eq!(picture(&url).err(), Some(LogoProblem::Unreadable));
    }

    #[test]
    fn shrink_keeps_proportions_and_averages() {
        let p = Picture {
            width: 480,
            height: 240,
            gray: vec![100; 480 * 240],
        };
        let s = shrink(p);
        assert_eq!((s.width, s.height), (240, 120));
        assert!(s.gray.iter().all(|&g| g == 100));
    }
}
