//! This browser as a device of a tournament kept on several: its id and name, `raduno.device`.

use super::{random_u64, raw, set_raw};

/// This browser as a device of a tournament kept on several ([`crate::journal::sync`]): a random id made
/// once, and the name the director gives it ("Portatile", "Telefono").
#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Device {
    id: String,
    #[serde(default)]
    name: String,
}

const DEVICE_KEY: &str = "raduno.device";

fn read_device() -> Device {
    let stored: Option<Device> = raw(DEVICE_KEY).and_then(|t| serde_json::from_str(&t).ok());
    match stored {
        Some(d) if !d.id.is_empty() => d,
        _ => {
            let d = Device {
                id: format!("{:08x}", random_u64() >> 32),
                name: String::new(),
            };
            write_device(&d);
            d
        }
    }
}

fn write_device(d: &Device) {
    if let Ok(text) = serde_json::to_string(d) {
        let _ = set_raw(DEVICE_KEY, &text);
    }
}

/// This device's id and name.
pub fn device() -> (String, String) {
    let d = read_device();
    (d.id, d.name)
}

/// Takes a new random id for this device, keeping its name: another copy was found writing under the
/// old one (a cloned browser profile, a restored backup), and two devices under one id would
/// write two different entries under one id. Returns the new id.
pub fn renew_device() -> String {
    let mut d = read_device();
    let old = d.id.clone();
    while d.id == old {
        d.id = format!("{:08x}", random_u64() >> 32);
    }
    write_device(&d);
    d.id
}

/// Names this device.
pub fn set_device_name(name: &str) {
    let mut d = read_device();
    d.name = name.trim().to_string();
    write_device(&d);
}
