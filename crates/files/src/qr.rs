//! QR codes as SVG text: the follow page's address on the projector and on Dispositivi, a
//! table's address with its code on the round page and on the printed score sheets. Encoded by the
//! `qrcode` crate (no default features: its SVG renderer only).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The QR code of `text` as a standalone `<svg>` (black modules on white, a quiet zone), `px` pixels
/// wide at least; `None` when the text is too long for a QR code.
pub fn svg(text: &str, px: u32) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    Some(
        code.render::<svg::Color>()
            .min_dimensions(px, px)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .build(),
    )
}

/// The modules of the QR code of `text`, row by row (`true`: dark), without the quiet zone: what a
/// PDF draws as squares.
pub fn modules(text: &str) -> Option<(usize, Vec<bool>)> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let width = code.width();
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    Some((width, dark))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_follow_address_makes_an_svg_and_its_modules() {
        let link = "http://192.168.1.10:5984/raduno-app/raduno/app/follow.html#db=x&t=a%40b&r=3&k=12&c=ABCDEFGHJK";
        let s = super::svg(link, 200).unwrap();
        assert!(
            s.starts_with("<?xml") || s.starts_with("<svg"),
            "{}",
            &s[..40]
        );
        assert!(s.contains("<svg") && s.contains("#000000"));
        let (w, m) = super::modules(link).unwrap();
        assert_eq!(m.len(), w * w);
        assert!(
            w >= 21 && (w - 17) % 4 == 0,
            "a QR code's width is 17 + 4·version"
        );
        assert!(
            super::svg(&"x".repeat(5000), 100).is_none(),
            "too long for a QR code"
        );
    }
}
