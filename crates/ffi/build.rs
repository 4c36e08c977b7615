//! Link settings of libmajiang that depend on the target.

fn main() {
    // A dylib's install name is copied into every program linked against
    // it, which then looks for the library there. rustc leaves it at the
    // build folder's path; `@rpath/` lets each program say where it ships
    // the library (beside it, in an app bundle's Frameworks, a wheel's
    // package folder) with an rpath, as the SDK's CMake package sets.
    if std::env::var("CARGO_CFG_TARGET_VENDOR").as_deref() == Ok("apple") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-install_name,@rpath/libmajiang.dylib");
    }
}
