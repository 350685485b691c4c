import org.gradle.api.DefaultTask
import org.gradle.api.GradleException
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.Internal
import org.gradle.api.tasks.Optional
import org.gradle.api.tasks.OutputDirectory
import org.gradle.api.tasks.TaskAction
import org.gradle.process.ExecOperations
import toolchain.RustToolchain
import java.io.File
import javax.inject.Inject

/**
 * Builds the core's shared library (`libsholo_ffi.so`) for each of [abis]
 * with cargo-ndk, into [outputDir]/<abi>/ (the layout of a jniLibs
 * directory), in the Cargo [profile] of the build type: `mobile` for a
 * release (size first, fat LTO), the quick `android-dev` for a debug build.
 * Only the shared library is built (`cargo rustc --crate-type cdylib`): the
 * crate's static library is the iOS build's, not Android's.
 *
 * cargo is found without PATH ([RustToolchain.findCargo]: `cargo.dir` in
 * local.properties, `$CARGO_HOME/bin`, `~/.cargo/bin`, then PATH), so a
 * newcomer's Android Studio started from a launcher builds too; a missing
 * cargo or cargo-ndk fails with what to install.
 *
 * With [keepSymbols] (release) the library keeps its symbols and line
 * tables: AGP strips the packaged copy and keeps the symbols for Play
 * (`ndk.debugSymbolLevel`), so Rust crashes are symbolicated.
 *
 * The NDK is the one AGP resolved for the project's `ndkVersion`
 * ([ndkDirectory], from `androidComponents.sdkComponents`), handed to
 * cargo-ndk as ANDROID_NDK_HOME. Cargo decides what is out of date, so this
 * task always runs and is cheap when nothing changed.
 */
abstract class CargoNdkBuild : DefaultTask() {
    /** The Cargo workspace root. */
    @get:Internal
    abstract val workspace: DirectoryProperty

    @get:Input
    abstract val abis: ListProperty<String>

    @get:Input
    abstract val minSdk: Property<Int>

    @get:Input
    abstract val profile: Property<String>

    @get:Input
    abstract val keepSymbols: Property<Boolean>

    /** The folder holding cargo, from local.properties (`cargo.dir`), if given. */
    @get:Input
    @get:Optional
    abstract val cargoDir: Property<String>

    /** The NDK to build with: AGP's `sdkComponents.ndkDirectory`. */
    @get:Internal
    abstract val ndkDirectory: DirectoryProperty

    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty

    @get:Inject
    abstract val exec: ExecOperations

    init {
        outputs.upToDateWhen { false }
    }

    @TaskAction
    fun build() {
        val env = System.getenv()
        val cargo = RustToolchain.findCargo(cargoDir.orNull, env, System.getProperty("user.home"))
            ?: throw GradleException(RustToolchain.NO_CARGO)
        RustToolchain.findCargoNdk(cargo, env) ?: throw GradleException(RustToolchain.NO_CARGO_NDK)
        val ndk = ndkDirectory.get().asFile
        if (!ndk.isDirectory) {
            throw GradleException("No NDK at $ndk: install the version in android/gradle/libs.versions.toml (ndk) with the SDK manager")
        }
        val root = workspace.get().asFile
        val profileName = profile.get()
        val args = mutableListOf(cargo.absolutePath, "ndk")
        abis.get().forEach { args += listOf("-t", it) }
        args += listOf("--platform", minSdk.get().toString())
        args += listOf("rustc", "-p", "sholo-ffi", "--lib", "--crate-type", "cdylib", "--profile", profileName)
        exec.exec {
            workingDir = root
            environment("ANDROID_NDK_HOME", ndk.absolutePath)
            environment("ANDROID_NDK_ROOT", ndk.absolutePath)
            // cargo finds cargo-ndk, and rustup its toolchains, through PATH.
            environment("PATH", cargo.parent + File.pathSeparator + env["PATH"].orEmpty())
            if (keepSymbols.get()) {
                val key = "CARGO_PROFILE_" + profileName.uppercase().replace('-', '_')
                environment("${key}_STRIP", "false")
                environment("${key}_DEBUG", "line-tables-only")
            }
            commandLine(args)
        }
        // Into the jniLibs layout: <out>/<abi>/libsholo_ffi.so.
        val targetDir = env["CARGO_TARGET_DIR"]?.let(::File) ?: root.resolve("target")
        val out = outputDir.get().asFile
        out.deleteRecursively()
        for (abi in abis.get()) {
            val target = RustToolchain.targets[abi] ?: throw GradleException("No Rust target is known for the ABI $abi")
            val built = targetDir.resolve("$target/${RustToolchain.profileDir(profileName)}/libsholo_ffi.so")
            if (!built.isFile) throw GradleException("cargo ndk finished but wrote no $built")
            built.copyTo(out.resolve("$abi/libsholo_ffi.so"), overwrite = true)
        }
    }
}
