/// Minimal stand-ins for the platform classes that exported keyframe animations use, so that
/// kotlinc and javac compile the exported text as printed and the program plays it. Each
/// implements what the platform documents:
///
/// - Compose (androidx.compose.animation.core, KeyframesSpec.kt and Easing.kt):
///   `keyframes<T> { durationMillis = …; value at ms using easing }`; between two keyframes the
///   fraction of the interval is eased by the easing given with the keyframe that starts it
///   ("the easing for the interval started with the just provided timestamp", LinearEasing when
///   none), and the value is the linear mix of the two keyframes' values. `CubicBezierEasing`
///   is CSS's cubic-bezier() (x(t) = fraction solved for t, y(t) returned as a Float), solved
///   here to 1e-12 in Double; EaseIn, EaseOut and EaseInOut are CSS's ease-in, ease-out,
///   ease-in-out (androidx EasingFunctions.kt).
/// - Android (AOSP frameworks/base/core/java/android/animation, Keyframe.java, KeyframeSet.java,
///   ValueAnimator.java): a `Keyframe`'s interpolator paces the interval that ends at it
///   ("the interpolator used for the time interval between this keyframe and the previous
///   one", linear when null); the animator's fraction is its elapsed time over its duration,
///   through the animator's own interpolator; the keyframes mix the two values around it.
///   `PathInterpolator(x1, y1, x2, y2)` is the cubic Bézier from (0, 0) to (1, 1), y at the
///   point whose x is the input; Android flattens it to a polyline within 0.002
///   (PathInterpolator's PRECISION), the stand-in solves it exactly, so what is compared is
///   the exported code's meaning, not Android's flattening (the export's note states that).
enum KeyframeAnimationStandIns {
    /// A cubic Bézier timing curve solved by bisection on x(t), in Kotlin.
    static let kotlinBezier = """
        fun standInBezier(x1: Double, y1: Double, x2: Double, y2: Double, x: Double): Double {
            fun coordinate(a: Double, b: Double, t: Double) = 3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
            if (x <= 0.0) return 0.0
            if (x >= 1.0) return 1.0
            var low = 0.0
            var high = 1.0
            for (i in 0 until 200) {
                val middle = (low + high) / 2
                if (coordinate(x1, x2, middle) < x) low = middle else high = middle
            }
            return coordinate(y1, y2, (low + high) / 2)
        }
        """

    static let compose = """
        package androidx.compose.animation.core

        interface Easing { fun transform(fraction: Float): Float }
        fun Easing(transform: (Float) -> Float): Easing = object : Easing {
            override fun transform(fraction: Float): Float = transform(fraction)
        }
        class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float) : Easing {
            override fun transform(fraction: Float): Float =
                standInBezier(a.toDouble(), b.toDouble(), c.toDouble(), d.toDouble(), fraction.toDouble()).toFloat()
        }
        val LinearEasing: Easing = Easing { it }
        val EaseIn: Easing = CubicBezierEasing(0.42f, 0f, 1f, 1f)
        val EaseOut: Easing = CubicBezierEasing(0f, 0f, 0.58f, 1f)
        val EaseInOut: Easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f)
        val FastOutSlowInEasing: Easing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)
        val LinearOutSlowInEasing: Easing = CubicBezierEasing(0f, 0f, 0.2f, 1f)
        val FastOutLinearInEasing: Easing = CubicBezierEasing(0.4f, 0f, 1f, 1f)

        class KeyframeEntity<T>(val value: T, val timeStamp: Int) { var easing: Easing = LinearEasing }

        class KeyframesSpecConfig<T> {
            var durationMillis: Int = 300
            var delayMillis: Int = 0
            val keyframes = mutableListOf<KeyframeEntity<T>>()
            infix fun T.at(timeStamp: Int): KeyframeEntity<T> = KeyframeEntity(this, timeStamp).also { keyframes.add(it) }
            infix fun KeyframeEntity<T>.using(easing: Easing): KeyframeEntity<T> { this.easing = easing; return this }
        }

        class KeyframesSpec<T>(val config: KeyframesSpecConfig<T>)

        fun <T> keyframes(init: KeyframesSpecConfig<T>.() -> Unit): KeyframesSpec<T> = KeyframesSpec(KeyframesSpecConfig<T>().apply(init))

        /// The value at `playTimeMillis` after the start, between the keyframes around it.
        fun KeyframesSpec<Float>.valueAt(playTimeMillis: Double): Float {
            val frames = config.keyframes.sortedBy { it.timeStamp }
            val time = (playTimeMillis - config.delayMillis).coerceIn(0.0, config.durationMillis.toDouble())
            val end = frames.indexOfFirst { it.timeStamp >= time }.let { if (it <= 0) 1 else it }
            val from = frames[end - 1]
            val to = frames[end]
            val fraction = ((time - from.timeStamp) / (to.timeStamp - from.timeStamp)).toFloat()
            val eased = from.easing.transform(fraction)
            return from.value + (to.value - from.value) * eased
        }
        """ + "\n" + kotlinBezier

    static let timeInterpolator = """
        package android.animation;
        public interface TimeInterpolator { float getInterpolation(float input); }
        """

    static let keyframe = """
        package android.animation;
        public class Keyframe {
            public final float fraction;
            public final float value;
            private TimeInterpolator interpolator;
            private Keyframe(float fraction, float value) { this.fraction = fraction; this.value = value; }
            public static Keyframe ofFloat(float fraction, float value) { return new Keyframe(fraction, value); }
            public TimeInterpolator getInterpolator() { return interpolator; }
            public void setInterpolator(TimeInterpolator interpolator) { this.interpolator = interpolator; }
        }
        """

    static let propertyValuesHolder = """
        package android.animation;
        public class PropertyValuesHolder {
            final String name;
            final Keyframe[] keyframes;
            private PropertyValuesHolder(String name, Keyframe[] keyframes) { this.name = name; this.keyframes = keyframes; }
            public static PropertyValuesHolder ofKeyframe(String name, Keyframe... keyframes) { return new PropertyValuesHolder(name, keyframes); }
            public static PropertyValuesHolder ofFloat(String name, float... values) {
                Keyframe[] keyframes = new Keyframe[values.length];
                for (int i = 0; i < values.length; i++) keyframes[i] = Keyframe.ofFloat(values.length == 1 ? 1f : (float) i / (values.length - 1), values[i]);
                return new PropertyValuesHolder(name, keyframes);
            }
            /** KeyframeSet.getValue: the interval around the fraction, paced by its end keyframe's interpolator. */
            public float valueAt(float fraction) {
                int end = 1;
                while (end < keyframes.length - 1 && fraction > keyframes[end].fraction) end++;
                Keyframe from = keyframes[end - 1], to = keyframes[end];
                float interval = (fraction - from.fraction) / (to.fraction - from.fraction);
                if (to.getInterpolator() != null) interval = to.getInterpolator().getInterpolation(interval);
                return from.value + interval * (to.value - from.value);
            }
        }
        """

    static let objectAnimator = """
        package android.animation;
        public class ObjectAnimator {
            public static final int RESTART = 1;
            public static final int REVERSE = 2;
            final PropertyValuesHolder[] holders;
            long duration = 300;
            long startDelay = 0;
            TimeInterpolator interpolator;
            private ObjectAnimator(PropertyValuesHolder[] holders) { this.holders = holders; }
            public static ObjectAnimator ofPropertyValuesHolder(Object target, PropertyValuesHolder... holders) { return new ObjectAnimator(holders); }
            public static ObjectAnimator ofFloat(Object target, String name, float... values) {
                return new ObjectAnimator(new PropertyValuesHolder[] { PropertyValuesHolder.ofFloat(name, values) });
            }
            public ObjectAnimator setDuration(long duration) { this.duration = duration; return this; }
            public void setStartDelay(long delay) { this.startDelay = delay; }
            public void setRepeatCount(int count) {}
            public void setRepeatMode(int mode) {}
            public void setInterpolator(TimeInterpolator interpolator) { this.interpolator = interpolator; }
            public void start() {}
            /** The first holder's value `playTime` ms after the start delay (ValueAnimator.animateValue). */
            public float valueAt(double playTime) {
                float fraction = (float) Math.max(0, Math.min(1, playTime / duration));
                if (interpolator != null) fraction = interpolator.getInterpolation(fraction);
                return holders[0].valueAt(fraction);
            }
        }
        """

    static let interpolators = """
        package android.view.animation;
        import android.animation.TimeInterpolator;
        public class LinearInterpolator implements TimeInterpolator {
            public float getInterpolation(float input) { return input; }
        }
        """

    static let pathInterpolator = """
        package android.view.animation;
        import android.animation.TimeInterpolator;
        public class PathInterpolator implements TimeInterpolator {
            final double x1, y1, x2, y2;
            public PathInterpolator(float x1, float y1, float x2, float y2) { this.x1 = x1; this.y1 = y1; this.x2 = x2; this.y2 = y2; }
            public float getInterpolation(float input) {
                if (input <= 0) return 0;
                if (input >= 1) return 1;
                double low = 0, high = 1;
                for (int i = 0; i < 200; i++) {
                    double middle = (low + high) / 2;
                    if (coordinate(x1, x2, middle) < input) low = middle; else high = middle;
                }
                return (float) coordinate(y1, y2, (low + high) / 2);
            }
            static double coordinate(double a, double b, double t) { return 3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t; }
        }
        """

    /// The Java stand-ins, by path.
    static let javaFiles = [
        "android/animation/TimeInterpolator.java": timeInterpolator, "android/animation/Keyframe.java": keyframe,
        "android/animation/PropertyValuesHolder.java": propertyValuesHolder, "android/animation/ObjectAnimator.java": objectAnimator,
        "android/view/animation/LinearInterpolator.java": interpolators, "android/view/animation/PathInterpolator.java": pathInterpolator,
    ]
}
