//! TLS for `wss://`: rustls with the RustCrypto provider, all in Rust, so
//! the Android and iOS builds need no C cross compiler (ring and aws-lc-rs
//! compile C and assembly for the target), and the web's root certificates
//! from webpki-roots (no platform store to read).

use std::sync::{Arc, OnceLock};
use tungstenite::Connector;

/// The connector every `wss://` connection uses (made once).
pub fn connector() -> Connector {
    static CONFIG: OnceLock<Arc<rustls::ClientConfig>> = OnceLock::new();
    let config = CONFIG.get_or_init(|| {
        let roots =
            rustls::RootCertStore::from_iter(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        let config =
            rustls::ClientConfig::builder_with_provider(Arc::new(rustls_rustcrypto::provider()))
                .with_safe_default_protocol_versions()
                .expect("the provider speaks TLS 1.2 and 1.3")
                .with_root_certificates(roots)
                .with_no_client_auth();
        Arc::new(config)
    });
    Connector::Rustls(Arc::clone(config))
}
