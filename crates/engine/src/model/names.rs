//! People's names as compared across files: folded (case, accents, apostrophes, spaces ignored), keyed
//! in either order, and names one letter apart — what a circuit and the players' register both ask.

/// A letter without its accent or stroke, lower case; ligatures and ß become two letters. `None` for
/// what names ignore (spaces, apostrophes, hyphens, dots).
fn fold_char(c: char, out: &mut String) {
    let plain = match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' | 'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å'
        | 'Ā' | 'Ă' | 'Ą' => "a",
        'ç' | 'ć' | 'č' | 'ĉ' | 'ċ' | 'Ç' | 'Ć' | 'Č' | 'Ĉ' | 'Ċ' => "c",
        'ď' | 'đ' | 'ð' | 'Ď' | 'Đ' | 'Ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' | 'ĕ' | 'È' | 'É' | 'Ê' | 'Ë' | 'Ē' | 'Ė'
        | 'Ę' | 'Ě' | 'Ĕ' => "e",
        'ğ' | 'ģ' | 'ĝ' | 'ġ' | 'Ğ' | 'Ģ' | 'Ĝ' | 'Ġ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' | 'ĩ' | 'İ' | 'Ì' | 'Í' | 'Î' | 'Ï' | 'Ī' | 'Į'
        | 'Ĩ' => "i",
        'ķ' | 'Ķ' => "k",
        'ł' | 'ľ' | 'ĺ' | 'ļ' | 'Ł' | 'Ľ' | 'Ĺ' | 'Ļ' => "l",
        'ñ' | 'ń' | 'ň' | 'ņ' | 'Ñ' | 'Ń' | 'Ň' | 'Ņ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'Ø' | 'Ō'
        | 'Ő' => "o",
        'ŕ' | 'ř' | 'Ŕ' | 'Ř' => "r",
        'ś' | 'š' | 'ş' | 'ș' | 'Ś' | 'Š' | 'Ş' | 'Ș' => "s",
        'ß' | 'ẞ' => "ss",
        'ť' | 'ţ' | 'ț' | 'Ť' | 'Ţ' | 'Ț' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' | 'ũ' | 'Ù' | 'Ú' | 'Û' | 'Ü' | 'Ū' | 'Ů'
        | 'Ű' | 'Ų' | 'Ũ' => "u",
        'ý' | 'ÿ' | 'Ý' | 'Ÿ' => "y",
        'ź' | 'ż' | 'ž' | 'Ź' | 'Ż' | 'Ž' => "z",
        'æ' | 'Æ' => "ae",
        'œ' | 'Œ' => "oe",
        'þ' | 'Þ' => "th",
        _ => {
            if c.is_alphanumeric() {
                out.extend(c.to_lowercase());
            }
            return;
        }
    };
    out.push_str(plain);
}

/// A name or club as compared: lower case, no accents (ł ø æ ß đ included), no apostrophes, spaces
/// or punctuation.
pub fn fold_name(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        fold_char(c, &mut out);
    }
    out
}

/// The key two entries of one person share (with the club): both names folded, in either order.
pub fn name_key(first: &str, last: &str) -> String {
    let (a, b) = (fold_name(first), fold_name(last));
    if a <= b {
        format!("{a} {b}")
    } else {
        format!("{b} {a}")
    }
}

/// Two different strings one insertion, deletion or substitution apart.
pub fn one_apart(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let (short, long) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    if long.len() - short.len() > 1 || a == b {
        return false;
    }
    let prefix = short
        .iter()
        .zip(long.iter())
        .take_while(|(x, y)| x == y)
        .count();
    if short.len() == long.len() {
        short[prefix + 1..] == long[prefix + 1..]
    } else {
        short[prefix..] == long[prefix + 1..]
    }
}
