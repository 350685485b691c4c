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
 * with cargo-ndk in Cargo's release profile, into [outputDir]/<abi>/, the
 * layout of a jniLibs directory.
 *
 * Cargo decides what is out of date, so this task always runs and is cheap
 * when nothing changed. Needs the NDK (ANDROID_NDK_HOME, or the SDK's ndk/)
 * and `rustup target add` for each ABI's Rust target.
 */
abstract class CargoNdkBuild : DefaultTask() {
    /** The Cargo workspace root. */
    @get:Internal
    abstract val workspace: DirectoryProperty

    @get:Input
    abstract val abis: ListProperty<String>

    @get:Input
    abstract val minSdk: Property<Int>

    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty

    @get:Inject
    abstract val exec: ExecOperations

    init {
        outputs.upToDateWhen { false }
    }

    @TaskAction
    fun build() {
        val args = mutableListOf("cargo", "ndk")
        abis.get().forEach { args += listOf("-t", it) }
        args += listOf("--platform", minSdk.get().toString(), "-o", outputDir.get().asFile.absolutePath)
        args += listOf("build", "--release", "-p", "sholo-ffi")
        exec.exec {
            workingDir = workspace.get().asFile
            commandLine(args)
        }
    }
}
