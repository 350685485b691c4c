import org.gradle.api.DefaultTask
import org.gradle.api.file.DirectoryProperty
import org.gradle.api.tasks.Internal
import org.gradle.api.tasks.OutputDirectory
import org.gradle.api.tasks.TaskAction
import org.gradle.process.ExecOperations
import javax.inject.Inject

/**
 * Generates the Kotlin bindings (package `app.shologuti.core`) into
 * [outputDir] with the repository's own script, from the host build of the
 * library; UniFFI metadata is the same on every platform.
 *
 * The app uses the JVM flavour of the bindings (`kotlin-jvm`): the Android
 * flavour imports `androidx.annotation.RequiresApi`, and this app carries no
 * AndroidX. The JVM flavour runs on Android unchanged: it finds
 * `java.lang.ref.Cleaner` on API 33+ and uses JNA's cleaner below that.
 */
abstract class UniffiBindings : DefaultTask() {
    @get:Internal
    abstract val workspace: DirectoryProperty

    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty

    @get:Inject
    abstract val exec: ExecOperations

    init {
        outputs.upToDateWhen { false }
    }

    @TaskAction
    fun generate() {
        val root = workspace.get().asFile
        exec.exec {
            workingDir = root
            commandLine("scripts/gen-bindings.sh", "kotlin-jvm")
        }
        val out = outputDir.get().asFile
        out.deleteRecursively()
        root.resolve("build/bindings/kotlin-jvm").copyRecursively(out)
    }
}
