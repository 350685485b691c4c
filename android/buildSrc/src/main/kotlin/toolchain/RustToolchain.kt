package toolchain

import java.io.File

/**
 * The Rust side of the Android build, decided without Gradle (so ci/check.sh
 * tests it): where cargo and cargo-ndk are on a newcomer's machine, and which
 * ABIs and Cargo profile a build type gets.
 *
 * Android Studio started from a desktop launcher does not see the shell's
 * PATH, so cargo is looked for where rustup puts it as well.
 */
object RustToolchain {
    /** What to install when cargo cannot be found. */
    const val NO_CARGO =
        "cargo was not found. Install Rust with rustup (https://rustup.rs), or name the folder holding cargo " +
            "as cargo.dir in android/local.properties (e.g. cargo.dir=/home/you/.cargo/bin)."

    /** What to install when cargo-ndk cannot be found. */
    const val NO_CARGO_NDK =
        "cargo-ndk was not found next to cargo or on PATH. Install it with: cargo install cargo-ndk " +
            "(and the Android targets with: rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android)."

    /** The Cargo profile of debug builds (Cargo.toml): quick to compile, quick enough to play. */
    const val DEBUG_PROFILE = "android-dev"

    /** The Cargo profile the app ships (Cargo.toml): size first, fat LTO. */
    const val RELEASE_PROFILE = "mobile"

    /** The Rust target of each Android ABI. */
    val targets = mapOf(
        "arm64-v8a" to "aarch64-linux-android",
        "armeabi-v7a" to "armv7-linux-androideabi",
        "x86_64" to "x86_64-linux-android",
        "x86" to "i686-linux-android",
    )

    /**
     * cargo: in [configuredDir] (local.properties' `cargo.dir`) when given,
     * else in `$CARGO_HOME/bin`, else in `~/.cargo/bin` under [home], else on
     * PATH; null when none has it.
     */
    fun findCargo(configuredDir: String?, env: Map<String, String>, home: String?): File? {
        if (!configuredDir.isNullOrBlank()) return executableIn(File(configuredDir), "cargo")
        val places = listOfNotNull(
            env["CARGO_HOME"]?.let { File(it, "bin") },
            home?.let { File(it, ".cargo/bin") },
        ) + pathDirs(env)
        return places.firstNotNullOfOrNull { executableIn(it, "cargo") }
    }

    /** cargo-ndk: next to [cargo] (where `cargo install` puts it), else on PATH. */
    fun findCargoNdk(cargo: File, env: Map<String, String>): File? =
        (listOfNotNull(cargo.parentFile) + pathDirs(env)).firstNotNullOfOrNull { executableIn(it, "cargo-ndk") }

    /**
     * The ABIs to build: a release every one the app ships; a debug build
     * only the connected device's (Android Studio passes the device's ABIs,
     * best first, as [injectedAbis]: the first the app ships), or every one
     * when no device is known (a build from the command line).
     */
    fun abisFor(release: Boolean, injectedAbis: String?, shipped: List<String>): List<String> {
        if (release) return shipped
        val device = injectedAbis?.split(',')?.map(String::trim)?.firstOrNull { it in shipped }
        return if (device != null) listOf(device) else shipped
    }

    fun profileFor(release: Boolean): String = if (release) RELEASE_PROFILE else DEBUG_PROFILE

    /** The folder Cargo writes [profile]'s output to (`dev` writes to `debug`). */
    fun profileDir(profile: String): String = if (profile == "dev") "debug" else profile

    /** The folders on [env]'s PATH, in order. */
    private fun pathDirs(env: Map<String, String>): List<File> =
        env["PATH"].orEmpty().split(File.pathSeparatorChar).filter(String::isNotBlank).map(::File)

    private fun executableIn(dir: File, name: String): File? =
        listOf(name, "$name.exe").map { File(dir, it) }.firstOrNull { it.isFile && it.canExecute() }
}
