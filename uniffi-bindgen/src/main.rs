//! `uniffi-bindgen`: generates Kotlin and Swift sources from the built `sholo_ffi` library.
fn main() {
    uniffi::uniffi_bindgen_main()
}
