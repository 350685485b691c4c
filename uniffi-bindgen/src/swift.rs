//! `uniffi-bindgen-swift`: Swift sources, the C header and the module map for an XCFramework.
fn main() {
    uniffi::uniffi_bindgen_swift()
}
