import org.gradle.api.DefaultTask
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.provider.ListProperty
import org.gradle.api.provider.Property
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.Internal
import org.gradle.api.tasks.OutputDirectory
import org.gradle.api.tasks.TaskAction
import org.gradle.process.ExecOperations
import javax.inject.Inject

/**
 * Builds the core's shared library (`libsholo_ffi.so`) for each Android ABI
 * with cargo-ndk, into [outputDir]/<abi>/ (the layout of a jniLibs
 * directory), in the Cargo [profile] the apps ship (`mobile`: release,
 * optimised for size, symbols stripped).
 *
 * The NDK is the one AGP resolved for the project's `ndkVersion`
 * ([ndkDirectory], from `androidComponents.sdkComponents`), handed to
 * cargo-ndk as ANDROID_NDK_HOME, so the build never depends on which NDK
 * happens to be installed. Cargo decides what is out of date, so this task
 * always runs and is cheap when nothing changed.
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
        val ndk = ndkDirectory.get().asFile
        check(ndk.isDirectory) { "No NDK at $ndk: install the version in android/gradle/libs.versions.toml (ndk) with the SDK manager" }
        val args = mutableListOf("cargo", "ndk")
        abis.get().forEach { args += listOf("-t", it) }
        args += listOf("--platform", minSdk.get().toString(), "-o", outputDir.get().asFile.absolutePath)
        args += listOf("build", "--profile", profile.get(), "-p", "sholo-ffi")
        exec.exec {
            workingDir = workspace.get().asFile
            environment("ANDROID_NDK_HOME", ndk.absolutePath)
            environment("ANDROID_NDK_ROOT", ndk.absolutePath)
            commandLine(args)
        }
    }
}
