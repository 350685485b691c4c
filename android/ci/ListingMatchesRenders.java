import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Whether the Play listing's committed images are still what the app draws:
 * given pairs of (render, listing image), each listing image must have the
 * render's size and the same pixels, but for a few stray anti-aliased ones
 * (a stale screenshot differs in hundreds at least: a digit, a word, a mark).
 * Prints every stale or missing image and exits 1 if there is any.
 *
 * Run by `store-screens.sh --check` (as `java ListingMatchesRenders.java
 * RENDER LISTING ...`), after the tests have drawn the renders.
 */
public final class ListingMatchesRenders {
    /** A channel that moved this far is a changed pixel, not anti-aliasing. */
    private static final int CHANGED = 64;
    /**
     * At most this share of the pixels may change: about 40 on a phone
     * screenshot, where one digit of the rating changes some 300.
     */
    private static final double STRAY = 0.00002;

    public static void main(String[] args) throws IOException {
        if (args.length == 0 || args.length % 2 != 0) {
            System.err.println("usage: java ListingMatchesRenders.java RENDER LISTING [RENDER LISTING ...]");
            System.exit(2);
        }
        List<String> stale = new ArrayList<>();
        for (int i = 0; i < args.length; i += 2) {
            String why = difference(new File(args[i]), new File(args[i + 1]));
            if (why != null) stale.add(args[i + 1] + ": " + why);
        }
        for (String line : stale) System.out.println("stale listing image " + line);
        if (!stale.isEmpty()) {
            System.out.println("run android/ci/store-screens.sh after the tests and commit the images");
            System.exit(1);
        }
        System.out.println("listing images: all " + args.length / 2 + " match the renders");
    }

    /** Why the listing image is not the render, or null if it is. */
    private static String difference(File render, File listing) throws IOException {
        if (!render.isFile()) return "its render " + render + " was not drawn";
        if (!listing.isFile()) return "missing (the render " + render.getName() + " is new)";
        BufferedImage drawn = ImageIO.read(render);
        BufferedImage kept = ImageIO.read(listing);
        if (drawn == null || kept == null) return "not a PNG ImageIO reads";
        if (drawn.getWidth() != kept.getWidth() || drawn.getHeight() != kept.getHeight()) {
            return "is " + kept.getWidth() + "x" + kept.getHeight() + ", the render "
                + drawn.getWidth() + "x" + drawn.getHeight();
        }
        long changed = 0;
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                if (moved(drawn.getRGB(x, y), kept.getRGB(x, y))) changed++;
            }
        }
        long pixels = (long) drawn.getWidth() * drawn.getHeight();
        if (changed > STRAY * pixels) return changed + " of " + pixels + " pixels differ from " + render.getName();
        return null;
    }

    private static boolean moved(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xff) - (b >> shift & 0xff)) >= CHANGED) return true;
        }
        return false;
    }
}
