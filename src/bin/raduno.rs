fn main() {
    println!("raduno {}", env!("CARGO_PKG_VERSION"));
}
