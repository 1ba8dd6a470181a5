CREATE TABLE `image_focal_points` (
	`image_id` integer PRIMARY KEY NOT NULL,
	`x` real NOT NULL,
	`y` real NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "image_focal_points_x_fraction" CHECK("image_focal_points"."x" BETWEEN 0 AND 1),
	CONSTRAINT "image_focal_points_y_fraction" CHECK("image_focal_points"."y" BETWEEN 0 AND 1)
);
