import org.gradle.api.DefaultTask
import org.gradle.api.GradleException
import org.gradle.api.file.DirectoryProperty
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
 * Generates the Kotlin bindings (package `app.shologuti.core`) into
 * [outputDir] with the repository's own script, from the host build of the
 * library; UniFFI metadata is the same on every platform. The script builds
 * with the cargo [RustToolchain.findCargo] finds (PATH or not).
 *
 * The app uses the JVM flavour of the bindings (`kotlin-jvm`): the Android
 * flavour imports `androidx.annotation.RequiresApi`, and this app carries no
 * AndroidX. The JVM flavour runs on Android unchanged: it finds
 * `java.lang.ref.Cleaner` on API 33+ and uses JNA's cleaner below that.
 */
abstract class UniffiBindings : DefaultTask() {
    @get:Internal
    abstract val workspace: DirectoryProperty

    /** The folder holding cargo, from local.properties (`cargo.dir`), if given. */
    @get:Input
    @get:Optional
    abstract val cargoDir: Property<String>

    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty

    @get:Inject
    abstract val exec: ExecOperations

    init {
        outputs.upToDateWhen { false }
    }

    @TaskAction
    fun generate() {
        val env = System.getenv()
        val cargo = RustToolchain.findCargo(cargoDir.orNull, env, System.getProperty("user.home"))
            ?: throw GradleException(RustToolchain.NO_CARGO)
        val root = workspace.get().asFile
        exec.exec {
            workingDir = root
            environment("PATH", cargo.parent + File.pathSeparator + env["PATH"].orEmpty())
            commandLine("scripts/gen-bindings.sh", "kotlin-jvm")
        }
        val out = outputDir.get().asFile
        out.deleteRecursively()
        root.resolve("build/bindings/kotlin-jvm").copyRecursively(out)
    }
}
