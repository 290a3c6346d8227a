//! The players' phones: what every page shares (the device's server, the tables' codes, the publication,
//! the follow page's QR code) and, on the round page, the results proposed from the tables.

pub mod follow_qr;
pub mod proposals;
