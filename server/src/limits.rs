//! Rate limits: token buckets per connection and per address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

/// A bucket refilled at `rate` a second up to `burst`. A rate of 0 is no limit.
#[derive(Debug, Clone)]
pub struct Bucket {
    rate: f64,
    burst: f64,
    level: f64,
    at: Instant,
}

impl Bucket {
    pub fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            rate,
            burst,
            level: burst,
            at: Instant::now(),
        }
    }

    /// Takes one token if there is one.
    pub fn take(&mut self) -> bool {
        if self.rate <= 0.0 {
            return true;
        }
        let now = Instant::now();
        self.level =
            (self.level + now.duration_since(self.at).as_secs_f64() * self.rate).min(self.burst);
        self.at = now;
        if self.level >= 1.0 {
            self.level -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The limits, as configured.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Messages a second from one connection (burst: twice as many).
    pub connection_messages: f64,
    /// Messages a second from one address, all its connections together.
    pub address_messages: f64,
    /// `create`/`join`/`resume` a minute from one address (burst: as many).
    pub address_seatings: f64,
}

/// The per-address buckets, shared by all connections.
#[derive(Debug)]
pub struct AddressLimits {
    limits: Limits,
    buckets: Mutex<HashMap<IpAddr, (Bucket, Bucket)>>,
}

impl AddressLimits {
    pub fn new(limits: Limits) -> AddressLimits {
        AddressLimits {
            limits,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    fn with<R>(&self, ip: IpAddr, f: impl FnOnce(&mut (Bucket, Bucket)) -> R) -> R {
        let mut buckets = self.buckets.lock().expect("limits lock");
        let limits = self.limits;
        let entry = buckets.entry(ip).or_insert_with(|| {
            (
                Bucket::new(limits.address_messages, limits.address_messages * 2.0),
                Bucket::new(limits.address_seatings / 60.0, limits.address_seatings),
            )
        });
        f(entry)
    }

    pub fn message(&self, ip: IpAddr) -> bool {
        self.with(ip, |(messages, _)| messages.take())
    }

    pub fn seating(&self, ip: IpAddr) -> bool {
        self.with(ip, |(_, seatings)| seatings.take())
    }

    /// Forgets addresses whose buckets are full again (run now and then).
    pub fn sweep(&self) {
        let mut buckets = self.buckets.lock().expect("limits lock");
        buckets.retain(|_, (m, s)| {
            let (mut m, mut s) = (m.clone(), s.clone());
            // A bucket that could give its whole burst is as good as new.
            m.take();
            s.take();
            m.level + 1.0 < m.burst || s.level + 1.0 < s.burst
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_gives_its_burst_then_refuses() {
        let mut b = Bucket::new(1.0, 3.0);
        assert!(b.take() && b.take() && b.take());
        assert!(!b.take());
        assert!(Bucket::new(0.0, 0.0).take(), "0 is no limit");
    }
}
