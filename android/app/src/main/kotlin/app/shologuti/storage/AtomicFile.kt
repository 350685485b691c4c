package app.shologuti.storage

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.io.OutputStream

/**
 * One small file that is always either its old content or its new content.
 *
 * A write goes to a temporary file beside the target, is flushed to the disk,
 * and then renamed over the target. Rename within one directory is atomic on
 * every file system Android uses, so a crash or a full disk in the middle of a
 * write leaves the last good version in place.
 *
 * [openTemp] exists so tests can make a write fail half-way.
 */
class AtomicFile(
    val file: File,
    private val openTemp: (File) -> OutputStream = { FileOutputStream(it) },
) {
    private val temp = File(file.parentFile, "${file.name}.tmp")

    /** The content, or null when there is no file yet. */
    fun read(): String? = if (file.isFile) file.readText(Charsets.UTF_8) else null

    /** Replaces the content; throws [IOException] and leaves the old content if it cannot. */
    fun write(text: String) {
        file.parentFile?.mkdirs()
        try {
            openTemp(temp).use { out ->
                out.write(text.toByteArray(Charsets.UTF_8))
                out.flush()
                (out as? FileOutputStream)?.fd?.sync()
            }
            if (!temp.renameTo(file)) throw IOException("could not rename $temp to $file")
        } catch (e: IOException) {
            temp.delete()
            throw e
        }
    }

    fun delete() {
        temp.delete()
        file.delete()
    }

    /**
     * Moves a file the app could not read out of the way, keeping it for a bug
     * report, and returns where it went.
     */
    fun setAside(reason: String, now: Long = System.currentTimeMillis()): File {
        val aside = File(file.parentFile, "${file.nameWithoutExtension}.$reason-$now.${file.extension}")
        if (!file.renameTo(aside)) file.copyTo(aside, overwrite = true).also { file.delete() }
        return aside
    }
}
