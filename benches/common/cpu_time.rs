//! A criterion measurement of the benchmark thread's CPU time.
//!
//! The benches run on a machine shared with other jobs: with wall-clock
//! time, a sample during which the scheduler hands the core to another
//! process counts that process's time too, and on two busy cores that is
//! most samples. The thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`) counts
//! only the time the benchmark itself ran, so its medians stay close to an
//! idle machine's (what is left is cache pollution by the other jobs). Off
//! Linux it falls back to wall-clock time.

use criterion::Throughput;
use criterion::measurement::{Measurement, ValueFormatter};
use std::time::Duration;

/// CPU time of the calling thread.
pub struct CpuTime;

/// The thread's CPU time (the arena's clock, shared with its
/// decision timing), or wall-clock time off Linux.
fn now() -> Duration {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    match majiang_arena::timing::thread_cpu_ns() {
        Some(ns) => Duration::from_nanos(ns),
        None => START.get_or_init(Instant::now).elapsed(),
    }
}

impl Measurement for CpuTime {
    type Intermediate = Duration;
    type Value = Duration;

    fn start(&self) -> Duration {
        now()
    }
    fn end(&self, start: Duration) -> Duration {
        now().saturating_sub(start)
    }
    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }
    fn zero(&self) -> Duration {
        Duration::ZERO
    }
    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        &Nanoseconds
    }
}

/// Formats nanoseconds like criterion's wall-clock formatter.
struct Nanoseconds;

impl ValueFormatter for Nanoseconds {
    fn scale_values(&self, typical: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = match typical {
            t if t < 1e3 => (1.0, "ns"),
            t if t < 1e6 => (1e-3, "µs"),
            t if t < 1e9 => (1e-6, "ms"),
            _ => (1e-9, "s"),
        };
        values.iter_mut().for_each(|v| *v *= factor);
        unit
    }

    fn scale_throughputs(
        &self,
        typical: f64,
        throughput: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        let per_iteration = match *throughput {
            Throughput::Bits(n) | Throughput::Bytes(n) | Throughput::BytesDecimal(n) => n,
            Throughput::Elements(n) | Throughput::ElementsAndBytes { elements: n, .. } => n,
        } as f64;
        let per_second = per_iteration * 1e9 / typical;
        let (denominator, unit) = match per_second {
            r if r < 1e3 => (1.0, " elem/s"),
            r if r < 1e6 => (1e3, "Kelem/s"),
            r if r < 1e9 => (1e6, "Melem/s"),
            _ => (1e9, "Gelem/s"),
        };
        values.iter_mut().for_each(|v| *v = per_iteration * 1e9 / *v / denominator);
        unit
    }

    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}
