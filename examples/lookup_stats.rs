//! Prints the lookup tables' size and build time.
fn main() {
    let start = std::time::Instant::now();
    let stats = majiang::warm_up();
    println!(
        "tables: {:.2} MiB, {} suit classes, {} honour classes, built in {:.0} ms",
        stats.bytes as f64 / (1024.0 * 1024.0),
        stats.suit_classes,
        stats.honour_classes,
        start.elapsed().as_secs_f64() * 1000.0
    );
}
